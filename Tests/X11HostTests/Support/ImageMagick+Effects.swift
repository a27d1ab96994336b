import Foundation
import TestSupport
import XvfbTestSupport

/// ImageMagick as an independent implementation of the drawing effects: the test hands it the
/// same RGBA pixels it hands the playground's filter, and compares.
extension ImageMagick {
  /// `pixels` (RGBA, width × height) run through `convert` with `operations` between reading
  /// and writing.
  static func process(_ pixels: [UInt8], width: Int, height: Int, _ operations: [String]) throws -> [UInt8] {
    guard let convert = App.which("convert") else { throw Missing() }
    let arguments = ["-size", "\(width)x\(height)", "-depth", "8", "rgba:-"] + operations + ["-depth", "8", "rgba:-"]
    let run = try runProcess(convert, arguments, stdin: pixels, timeout: 30)
    guard run.status == 0, !run.timedOut, run.stdout.count == width * height * 4 else {
      throw Failed(description: "convert \(operations.joined(separator: " ")) failed: \(run.summary)")
    }
    return run.stdout
  }

  /// `backdrop` with `source` composited over it by ImageMagick's `-compose mode` (both RGBA,
  /// width × height).
  static func compose(
    _ mode: String, source: [UInt8], over backdrop: [UInt8], width: Int, height: Int
  ) throws -> [UInt8] {
    guard let convert = App.which("convert") else { throw Missing() }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("compose-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let dst = directory.appendingPathComponent("dst.rgba")
    let src = directory.appendingPathComponent("src.rgba")
    try Data(backdrop).write(to: dst)
    try Data(source).write(to: src)
    let size = ["-size", "\(width)x\(height)", "-depth", "8"]
    let arguments =
      size + ["rgba:\(dst.path)"] + size + [
        "rgba:\(src.path)", "-compose", mode, "-composite", "-depth", "8", "rgba:-",
      ]
    let run = try runProcess(convert, arguments, timeout: 30)
    guard run.status == 0, !run.timedOut, run.stdout.count == width * height * 4 else {
      throw Failed(description: "convert -compose \(mode) failed: \(run.summary)")
    }
    return run.stdout
  }
}
