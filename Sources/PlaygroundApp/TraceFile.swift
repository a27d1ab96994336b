import Foundation

/// `run --trace FILE`: an append-only file of trace lines, flushed per line so tests can follow
/// it live.
package final class TraceFile {
  private let handle: FileHandle

  package init(path: String) throws(OutputFileError) {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw OutputFileError(path: path, what: "trace")
      }
    }
    guard let handle = FileHandle(forWritingAtPath: path) else { throw OutputFileError(path: path, what: "trace") }
    handle.seekToEndOfFile()
    self.handle = handle
  }

  package func append(_ line: String) {
    handle.write(Data((line + "\n").utf8))
  }
}
