import Foundation
import Testing
import X11Host

/// Compares an image with `Snapshots/<name>.png`, recording it when missing or when
/// `RECORD_SNAPSHOTS` is set, and then failing so a new baseline never passes silently.
///
/// Tolerance: fail if more than `maxFraction` of pixels differ by more than `threshold` in any
/// channel (antialiasing may shift slightly across pixman/freetype versions).
func assertSnapshot(
  _ image: RGBAImage, named name: String, threshold: UInt8 = 24, maxFraction: Double = 0.005,
  file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let directory = URL(fileURLWithPath: file).deletingLastPathComponent()
.appendingPathComponent("Snapshots")
  let path = directory.appendingPathComponent("\(name).png").path
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
  if record || !FileManager.default.fileExists(atPath: path) {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try PNGWriter.write(image, to: path)
    Issue.record("Recorded new baseline at \(path)", sourceLocation: sourceLocation)
    return
  }
  let golden = try PNGReader.read(path: path)
  guard let diff = image.difference(from: golden, threshold: threshold) else {
    Issue.record(
      "Size \(image.width)×\(image.height) differs from the baseline's \(golden.width)×\(golden.height)",
      sourceLocation: sourceLocation)
    return
  }
  if diff.fraction > maxFraction {
    let actualPath = NSTemporaryDirectory() + "\(name).actual.png"
    try? PNGWriter.write(image, to: actualPath)
    Issue.record(
      "\(String(format: "%.2f", diff.fraction * 100))% of pixels differ by more than \(threshold)/255 (max \(diff.maxDelta)); actual written to \(actualPath)",
      sourceLocation: sourceLocation)
  }
}
