import Foundation
import Synchronization

/// What a pipe delivers, cut at the last newline: the complete lines so far, the rest kept for
/// the next read. A window's short lines (`READY`, `PREVIEW`) come whole in one read, but a
/// `HANDOFF` line carrying much state can be longer than the pipe delivers at once.
final class CompleteLines: Sendable {
  private let pending = Mutex(Data())

  /// The complete lines of what has arrived, newlines included (empty if none is complete).
  func feed(_ bytes: Data) -> Data {
    pending.withLock { pending in
      pending.append(bytes)
      guard let newline = pending.lastIndex(of: UInt8(ascii: "\n")) else { return Data() }
      let complete = Data(pending[pending.startIndex...newline])
      pending = Data(pending[pending.index(after: newline)...])
      return complete
    }
  }
}
