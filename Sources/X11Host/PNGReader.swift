import CX11
import Foundation

/// Reads back the PNGs `PNGWriter` writes (8-bit RGBA or RGB, not interlaced), exactly, so `qa`
/// compares a baseline's pixels with a new snapshot's bit for bit. The image libraries the app
/// decodes assets with hand back premultiplied pixels, which would round a translucent baseline.
package enum PNGReader {
  /// Why a file could not be read as a snapshot, in a sentence.
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
  }

  /// The image in the file at `path`.
  package static func read(path: String) throws(Failure) -> RGBAImage {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(description: "cannot read \(path)")
    }
    return try decode([UInt8](data), name: path)
  }

  /// The image `bytes` encode; `name` goes in the sentence when they do not.
  package static func decode(_ bytes: [UInt8], name: String = "the PNG") throws(Failure) -> RGBAImage {
    guard bytes.count > 8, Array(bytes[0..<8]) == PNGWriter.signature else {
      throw Failure(description: "\(name) is not a PNG")
    }
    var offset = 8
    var width = 0
    var height = 0
    var channels = 0
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = Int(bigEndian(bytes, at: offset))
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let start = offset + 8
      guard length >= 0, start + length + 4 <= bytes.count else { break }
      let chunk = bytes[start..<(start + length)]
      switch type {
      case "IHDR":
        guard length == 13 else { throw Failure(description: "\(name) has a malformed header") }
        width = Int(bigEndian(bytes, at: start))
        height = Int(bigEndian(bytes, at: start + 4))
        let depth = bytes[start + 8]
        let colour = bytes[start + 9]
        let interlace = bytes[start + 12]
        guard depth == 8, colour == 6 || colour == 2, interlace == 0 else {
          throw Failure(description: "\(name) is not an 8-bit RGB(A) PNG without interlacing, as the app writes")
        }
        channels = colour == 6 ? 4 : 3
      case "IDAT": compressed += chunk
      default: break
      }
      offset = start + length + 4
    }
    guard width > 0, height > 0, channels > 0 else { throw Failure(description: "\(name) has no image") }
    let rowBytes = width * channels
    var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    var rawLength = UInt(raw.count)
    let status = compressed.withUnsafeBufferPointer { source in
      raw.withUnsafeMutableBufferPointer { destination in
        uncompress(destination.baseAddress, &rawLength, source.baseAddress, UInt(source.count))
      }
    }
    guard status == Z_OK, rawLength == UInt(raw.count) else {
      throw Failure(description: "\(name) has damaged image data")
    }
    return try unfilter(raw, width: width, height: height, channels: channels, name: name)
  }

  /// Undoes the per-row filters (PNG §9) and widens RGB to opaque RGBA.
  private static func unfilter(
    _ raw: [UInt8], width: Int, height: Int, channels: Int, name: String
  ) throws(Failure) -> RGBAImage {
    let rowBytes = width * channels
    var rows = [UInt8](repeating: 0, count: rowBytes * height)
    for row in 0..<height {
      let type = raw[row * (rowBytes + 1)]
      guard type <= 4 else { throw Failure(description: "\(name) has an unknown row filter") }
      let source = row * (rowBytes + 1) + 1
      let target = row * rowBytes
      for i in 0..<rowBytes {
        let left = i >= channels ? rows[target + i - channels] : 0
        let up = row > 0 ? rows[target - rowBytes + i] : 0
        let upLeft = row > 0 && i >= channels ? rows[target - rowBytes + i - channels] : 0
        rows[target + i] = raw[source + i] &+ PNGFilter.predict(type, left, up, upLeft)
      }
    }
    guard channels == 3 else { return RGBAImage(width: width, height: height, pixels: rows) }
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for index in 0..<(width * height) {
      pixels[index * 4] = rows[index * 3]
      pixels[index * 4 + 1] = rows[index * 3 + 1]
      pixels[index * 4 + 2] = rows[index * 3 + 2]
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }
}
