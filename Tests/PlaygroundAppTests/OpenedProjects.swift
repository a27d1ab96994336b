import Foundation
import XvfbTestSupport

/// What the end-to-end tests of `open` share: a folder holding the file they open, saving it
/// as an editor does, and reading what a traced frame drew.

/// A fresh folder (named with `prefix`) holding `name` with `text`.
func openedProject(_ name: String, _ text: String, prefix: String = "open") throws -> (folder: URL, file: URL) {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let file = folder.appendingPathComponent(name)
  try text.write(to: file, atomically: false, encoding: .utf8)
  return (folder, file)
}

/// Saves as an editor does in place: the same file, truncated and rewritten.
func saveInPlace(_ text: String, to file: URL) throws {
  let handle = try FileHandle(forWritingTo: file)
  try handle.truncate(atOffset: 0)
  try handle.write(contentsOf: Data(text.utf8))
  try handle.close()
}

/// Whether `frame` drew a text that is exactly `text`.
func draws(_ frame: LiveApp.Frame, _ text: String) -> Bool {
  frame.views.contains { $0.kind == "text" && $0.label == text }
}

/// Whether `frame` drew a text containing `part`.
func drawsText(containing part: String, in frame: LiveApp.Frame) -> Bool {
  frame.views.contains { $0.kind == "text" && $0.label.contains(part) }
}
