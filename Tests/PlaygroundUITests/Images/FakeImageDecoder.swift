import Foundation

@testable import PlaygroundUI

/// A decoder for pure tests: an "image" file is a line of text, `bitmap 80x60` or
/// `vector 50x40` (a vector's size in points), optionally followed by `fail` to make decoding
/// fail. Decoded pixels are opaque grey. It counts what it decodes.
final class FakeImageDecoder: ImageDecoding, @unchecked Sendable {
  private let lock = NSLock()
  private var decodedKeys: [ImageRasterKey] = []

  var decoded: [ImageRasterKey] { lock.withLock { decodedKeys } }

  func info(ofFile path: String) throws(ImageDecodingError) -> ImageFileInfo {
    let words = try Self.words(path)
    guard words.count >= 2, ["bitmap", "vector"].contains(words[0]) else { throw ImageDecodingError("not an image") }
    let size = words[1].split(separator: "x").compactMap { Double($0) }
    guard size.count == 2 else { throw ImageDecodingError("no size") }
    return ImageFileInfo(size: CGSize(width: size[0], height: size[1]), isVector: words[0] == "vector")
  }

  func decode(file path: String, pixelWidth: Int, pixelHeight: Int) throws(ImageDecodingError) -> DecodedImage {
    let info = try info(ofFile: path)
    guard try !Self.words(path).contains("fail") else { throw ImageDecodingError("fake failure") }
    // A bitmap is scaled down to a smaller size asked for, never up.
    let smaller =
      pixelWidth > 0 && pixelHeight > 0 && pixelWidth <= Int(info.size.width)
      && pixelHeight <= Int(info.size.height)
    let width = info.isVector || smaller ? pixelWidth : Int(info.size.width)
    let height = info.isVector || smaller ? pixelHeight : Int(info.size.height)
    lock.withLock {
      decodedKeys.append(ImageRasterKey(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight))
    }
    return DecodedImage(width: width, height: height, pixels: Array(repeating: 128, count: width * height * 4))
  }

  private static func words(_ path: String) throws(ImageDecodingError) -> [String] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw ImageDecodingError("no such file")
    }
    return text.split(whereSeparator: \.isWhitespace).map(String.init)
  }
}

/// A temporary folder of asset catalogs and fake image files, removed by `remove()`.
struct ImageFixture {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)").path

  /// Writes an image set `name` in catalog `catalog` with `files` (file name → fake content)
  /// and the `Contents.json` entries given.
  func imageSet(
    _ name: String, in catalog: String = "Assets.xcassets", files: [String: String], entries: String,
    properties: String = "{}"
  ) throws {
    let folder = root + "/" + catalog + "/" + name + ".imageset"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (file, content) in files { try Data(content.utf8).write(to: URL(fileURLWithPath: folder + "/" + file)) }
    let json = #"{"images": [\#(entries)], "info": {"version": 1, "author": "xcode"}, "properties": \#(properties)}"#
    try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
  }

  func catalog(_ name: String = "Assets.xcassets") -> AssetCatalog { AssetCatalog(catalogs: [root + "/" + name]) }

  func remove() { try? FileManager.default.removeItem(atPath: root) }

  /// Runs `body` with `catalog` as the asset catalog and a store over `decoder`, for this task.
  @MainActor
  static func with<T>(
    _ catalog: AssetCatalog, decoder: FakeImageDecoder, hostScale: CGFloat = 1, _ body: @MainActor () throws -> T
  ) rethrows -> T {
    let store = ImageStore(decoder: decoder)
    store.hostScale = hostScale
    return try AssetCatalog.$taskCatalog.withValue(catalog) {
      try ImageStore.$current.withValue(store) { try body() }
    }
  }
}

/// A Contents.json entry.
func entry(_ file: String, scale: String? = nil, dark: Bool = false, idiom: String = "universal") -> String {
  let scalePart = scale.map { #", "scale": "\#($0)""# } ?? ""
  let darkPart = dark ? #", "appearances": [{"appearance": "luminosity", "value": "dark"}]"# : ""
  return #"{"idiom": "\#(idiom)", "filename": "\#(file)"\#(scalePart)\#(darkPart)}"#
}
