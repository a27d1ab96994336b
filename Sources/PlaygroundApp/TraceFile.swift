import Foundation

/// `run --trace FILE`: an append-only file of trace lines, flushed per line so tests can follow
/// it live.
package final class TraceFile {
  private let handle: FileHandle

  package init(path: String) throws(OutputFileError) {
    // O_APPEND, not a seek to the end: `open`'s fresh window process (WindowRecycling.swift)
    // traces into the same file while the old one may still draw a frame, and each line must
    // land after the other's, never over it.
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw OutputFileError(path: path, what: "trace") }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  package func append(_ line: String) {
    handle.write(Data((line + "\n").utf8))
  }
}
