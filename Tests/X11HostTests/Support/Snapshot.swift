import Foundation
import TestSupport
import Testing
import X11Host

extension RGBAImage {
  /// The same pixels as the tests' own image type.
  var testPixels: RGBAPixels { RGBAPixels(width: width, height: height, pixels: pixels) }
}

/// Compares an image with `Snapshots/<name>.png` (recorded by `Baselines`' rule), reading the
/// baseline with the tests' own PNG decoder.
///
/// Tolerance: a pixel may differ by up to `threshold` in every channel (antialiasing moves by
/// a few levels across pixman and FreeType versions), and at most `maxDifferingPixels` pixels
/// may differ by more. The sample scene's smallest marks are larger than that: without its
/// checkmark 54 pixels differ, without the diaeresis of one 13 pt "ï" 7.
func assertSnapshot(
  _ image: RGBAImage, named name: String, threshold: UInt8 = 24, maxDifferingPixels: Int = 6,
  file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = URL(fileURLWithPath: file).deletingLastPathComponent()
    .appendingPathComponent("Snapshots").appendingPathComponent("\(name).png")
  guard
    let stored = Baselines.existing(at: url, orRecord: Data(PNGWriter.encode(image)), sourceLocation: sourceLocation)
  else { return }
  let golden = try PNGDecoder.decode([UInt8](stored))
  guard let diff = ImageDifference(image.testPixels, baseline: golden, threshold: threshold) else {
    Issue.record(
      "Size \(image.width)×\(image.height) differs from the baseline's \(golden.width)×\(golden.height)",
      sourceLocation: sourceLocation)
    return
  }
  if diff.differing > maxDifferingPixels {
    let actualPath = NSTemporaryDirectory() + "\(name).actual.png"
    try? PNGWriter.write(image, to: actualPath)
    let region = diff.region.map { "within x \($0.x)…\($0.x + $0.width - 1), y \($0.y)…\($0.y + $0.height - 1)" } ?? ""
    Issue.record(
      "\(diff.differing) pixels differ from the baseline by more than \(threshold)/255 (at most \(maxDifferingPixels) may; largest difference \(diff.maxDelta)) \(region); actual written to \(actualPath)",
      sourceLocation: sourceLocation)
  }
}
