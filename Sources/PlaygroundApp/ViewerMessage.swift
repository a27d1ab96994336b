import Foundation
import UserCode

/// What `open`'s supervising process tells the window process, one JSON object a line on the
/// window's standard input.
package enum ViewerMessage: Codable, Equatable, Sendable {
  /// A compile started.
  case compiling
  /// A good build: load the library at `library`; `milliseconds` from save to built (nil for
  /// the first build, or a restart after a trap).
  case load(library: String, milliseconds: Int?)
  /// The latest save changed only literal values (`LiteralEdit`): the whole design-time literal
  /// table, by key; `milliseconds` from save to sent.
  case literals(values: [String: LiteralValue], milliseconds: Int)
  /// The latest save did not build, or the previews' code trapped.
  case problems(title: String, lines: [String], status: String?)
  /// A fresh process is about to replace this window: print a `HANDOFF` line (WindowHandOff).
  case handOff
  /// This window replaces an earlier one: what that one handed over.
  case receive(WindowHandOff)

  /// The message as one line, newline included.
  package var line: Data {
    var data = (try? JSONEncoder().encode(self)) ?? Data()
    data.append(UInt8(ascii: "\n"))
    return data
  }
}

/// Splits what arrives on a pipe into messages, however the writes were cut.
package struct ViewerMessageReader {
  private var pending = Data()

  package init() {}

  /// Adds bytes read from the pipe and returns the complete messages among them. A line that is
  /// not a message is reported as an error message of its own, never silently dropped.
  package mutating func feed(_ bytes: Data) -> [ViewerMessage] {
    pending.append(bytes)
    var messages: [ViewerMessage] = []
    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
      let line = pending[pending.startIndex..<newline]
      pending.removeSubrange(pending.startIndex...newline)
      guard !line.isEmpty else { continue }
      if let message = try? JSONDecoder().decode(ViewerMessage.self, from: line) {
        messages.append(message)
      } else {
        let text = String(decoding: line, as: UTF8.self)
        messages.append(
          .problems(title: "The playground received a message it does not understand", lines: [text], status: nil))
      }
    }
    return messages
  }
}
