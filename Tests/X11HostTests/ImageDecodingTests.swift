import Foundation
import PlaygroundUI
import TestSupport
import Testing
import XvfbTestSupport

@testable import X11Host

/// The host's decoder (gdk-pixbuf, librsvg, poppler-glib) against pixels made independently:
/// ImageMagick writes each bitmap format from a pattern and decodes it again as the reference;
/// the SVG and PDF are written here by hand, and their pixels follow from what they draw.
@Suite struct ImageDecodingTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decode-\(UUID().uuidString)").path
  let decoder = LibraryImageDecoder()

  init() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  /// Writes `file` with ImageMagick from a 12×8 pattern: a red-to-blue gradient (top to bottom), its right
  /// half at alpha 50 % where the format keeps alpha.
  private func pattern(_ file: String) throws -> String {
    guard let convert = App.which("convert") else { throw ImageMagick.Missing() }
    let path = folder + "/" + file
    let run = try runProcess(
      convert,
      [
        "-size", "12x8", "gradient:red-blue", "-alpha", "set", "-region", "6x8+6+0", "-channel", "A", "-evaluate",
        "set", "50%", "+region", path,
      ], timeout: 30)
    guard run.status == 0 else { throw ImageMagick.Failed(description: run.summary) }
    return path
  }

  /// Every pixel of `decoded` against ImageMagick's reading of the same file, premultiplied.
  private func expectMatches(_ path: String, within tolerance: Int, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let decoded = try decoder.decode(file: path, pixelWidth: 0, pixelHeight: 0)
    #expect(decoded.width == 12 && decoded.height == 8, sourceLocation: sourceLocation)
    let info = try decoder.info(ofFile: path)
    #expect(info == ImageFileInfo(size: CGSize(width: 12, height: 8), isVector: false), sourceLocation: sourceLocation)
    let reference = try ImageMagick.rgba(path: path, width: 12, height: 8)
    var worst = 0
    for y in 0..<8 {
      for x in 0..<12 {
        let at = (y * 12 + x) * 4
        let alpha = Int(reference.pixels[at + 3])
        let expected = (0..<3).map { (Int(reference.pixels[at + $0]) * alpha + 127) / 255 } + [alpha]
        let got = decoded.rgba(x: x, y: y)
        let actual = [Int(got.red), Int(got.green), Int(got.blue), Int(got.alpha)]
        worst = max(worst, zip(expected, actual).map { abs($0 - $1) }.max() ?? 0)
      }
    }
    #expect(worst <= tolerance, "worst channel difference \(worst)", sourceLocation: sourceLocation)
  }

  @Test func pngWithAlphaIsExact() throws {
    try expectMatches(pattern("p.png"), within: 1)
    // The alpha really is there: the right half is half transparent, premultiplied.
    let decoded = try decoder.decode(file: folder + "/p.png", pixelWidth: 0, pixelHeight: 0)
    #expect(decoded.rgba(x: 0, y: 0).alpha == 255)
    #expect(abs(Int(decoded.rgba(x: 11, y: 0).alpha) - 128) <= 1)
    #expect(abs(Int(decoded.rgba(x: 11, y: 0).red) - 128) <= 1)
  }

  @Test func jpegGifWebpAndHeic() throws {
    try expectMatches(pattern("p.jpg"), within: 4)
    try expectMatches(pattern("p.gif"), within: 1)
    try expectMatches(pattern("p.webp"), within: 4)
    try expectMatches(pattern("p.heic"), within: 4)
  }

  @Test func aBitmapIsDecodedScaledDownWhenAskedSmaller() throws {
    guard let convert = App.which("convert") else { throw ImageMagick.Missing() }
    let path = folder + "/halves.jpg"
    let run = try runProcess(
      convert, ["-size", "64x64", "xc:red", "-fill", "blue", "-draw", "rectangle 32,0 63,63", "-quality", "95", path],
      timeout: 30)
    try #require(run.status == 0)
    let small = try decoder.decode(file: path, pixelWidth: 16, pixelHeight: 16)
    #expect(small.width == 16 && small.height == 16)
    #expect(small.rgba(x: 3, y: 8).red > 240 && small.rgba(x: 3, y: 8).blue < 20)
    #expect(small.rgba(x: 12, y: 8).blue > 240 && small.rgba(x: 12, y: 8).red < 20)
    // Never scaled up.
    let big = try decoder.decode(file: path, pixelWidth: 128, pixelHeight: 128)
    #expect(big.width == 64 && big.height == 64)
  }

  @Test func svgIsRasterisedAtTheSizeAskedAndStretchedToIt() throws {
    let path = folder + "/s.svg"
    try Data(
      #"""
      <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
        <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>
        <rect x="10" y="0" width="10" height="10" fill="#0000ff" fill-opacity="0.5"/>
      </svg>
      """#.utf8
    ).write(to: URL(fileURLWithPath: path))
    #expect(try decoder.info(ofFile: path) == ImageFileInfo(size: CGSize(width: 20, height: 10), isVector: true))
    // 20×10 pt at 3 px per point, then stretched to twice its height.
    let decoded = try decoder.decode(file: path, pixelWidth: 60, pixelHeight: 60)
    #expect(decoded.width == 60 && decoded.height == 60)
    #expect(decoded.rgba(x: 5, y: 55) == (255, 0, 0, 255))
    let blue = decoded.rgba(x: 55, y: 5)
    #expect(blue.red == 0 && blue.green == 0 && abs(Int(blue.blue) - 128) <= 1 && abs(Int(blue.alpha) - 128) <= 1)
    // The edge between them falls on pixel 30: crisp, not blurred over several pixels.
    #expect(decoded.rgba(x: 29, y: 30).red == 255)
    #expect(decoded.rgba(x: 30, y: 30).red == 0)
  }

  @Test func pdfFirstPageIsRasterisedAtTheSizeAsked() throws {
    let path = folder + "/d.pdf"
    // A 40×20 pt page: white, with a green square in the left half (PDF's origin is the bottom left).
    try Data(Self.pdf(content: "1 1 1 rg 0 0 40 20 re f 0 1 0 rg 0 0 20 20 re f", width: 40, height: 20))
      .write(to: URL(fileURLWithPath: path))
    #expect(try decoder.info(ofFile: path) == ImageFileInfo(size: CGSize(width: 40, height: 20), isVector: true))
    let decoded = try decoder.decode(file: path, pixelWidth: 80, pixelHeight: 40)
    #expect(decoded.rgba(x: 10, y: 10) == (0, 255, 0, 255))
    #expect(decoded.rgba(x: 70, y: 30) == (255, 255, 255, 255))
  }

  @Test func aFileThatIsNotAnImageSaysWhy() throws {
    let path = folder + "/bad.png"
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: ImageDecodingError.self) { try decoder.info(ofFile: path) }
    do {
      _ = try decoder.decode(file: path, pixelWidth: 0, pixelHeight: 0)
      Issue.record("decoded a text file")
    } catch {
      #expect(error.message.hasPrefix("not a decodable image"))
    }
    #expect(throws: ImageDecodingError.self) { try decoder.info(ofFile: folder + "/absent.svg") }
  }

  /// A one-page PDF whose page draws `content`, with a correct cross-reference table.
  static func pdf(content: String, width: Int, height: Int) -> [UInt8] {
    let objects = [
      "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R >>",
      "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
    ]
    var out = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (index, object) in objects.enumerated() {
      offsets.append(out.utf8.count)
      out += "\(index + 1) 0 obj\n\(object)\nendobj\n"
    }
    let xref = out.utf8.count
    out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { out += String(format: "%010d 00000 n \n", offset) }
    out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return Array(out.utf8)
  }
}
