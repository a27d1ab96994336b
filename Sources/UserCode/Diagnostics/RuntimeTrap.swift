import Foundation

/// Why a preview process crashed, read from its standard error: Swift's trap message and the
/// user's file and line it happened at.
///
/// What Swift 6.3.1 prints on Linux (measured): the first line is
/// `<file>:<line>: <kind>: <message>`, e.g.
/// `PreviewCode/Staircase.swift:7: Fatal error: Unexpectedly found nil while unwrapping an Optional value`
/// and `PreviewCode/Staircase.swift:9: Precondition failed: msg`, where the file is a `#fileID`.
/// An index out of range names the standard library instead
/// (`Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range`); the user's line
/// is then only in the backtrace that follows, as `… in libpreview-3.so at /abs/Staircase.swift:5:14`
/// (present when the code is compiled with `-g`, which the driver does). Older runtimes printed
/// `Fatal error: message: file PreviewCode/Staircase.swift, line 12`, which is read too.
package struct RuntimeTrap: Equatable, Sendable {
  /// `Fatal error: Index out of range`, `Precondition failed: msg`.
  package var message: String
  /// The user's file (display name) and line, when the trap is in their code.
  package var file: String?
  package var line: Int?

  package init(message: String, file: String?, line: Int?) {
    self.message = message
    self.file = file
    self.line = line
  }

  /// The trap in `stderr`, located through `map`; nil when there is no trap message.
  package static func parse(_ stderr: String, map: SourceLocationMap) -> RuntimeTrap? {
    // (Regexes are not Sendable, so they are made per call rather than stored in statics.)
    let current = #/^(.+?):(\d+): (Fatal error|Precondition failed|Assertion failed)(?:: (.*))?$/#
    let older = #/^(Fatal error|Precondition failed|Assertion failed)(?:: (.*?))?: file (.+), line (\d+)$/#
    let frame = #/ at (\/.+?):(\d+):\d+$/#
    let lines = stderr.split(separator: "\n").map(String.init)
    for (index, line) in lines.enumerated() {
      var message: String
      var location: (file: String, line: Int)?
      if let match = line.wholeMatch(of: current) {
        message = String(match.3) + (match.4.map { ": " + $0 } ?? "")
        location = Int(match.2).flatMap { map.userLocation(path: String(match.1), line: $0) }
      } else if let match = line.wholeMatch(of: older) {
        message = String(match.1) + (match.2.map { ": " + $0 } ?? "")
        location = Int(match.4).flatMap { map.userLocation(path: String(match.3), line: $0) }
      } else {
        continue
      }
      if location == nil {
        // Trapped inside the standard library: the first backtrace frame in the user's code.
        location =
          lines[(index + 1)...].lazy.compactMap { frameLine in
            frameLine.firstMatch(of: frame).flatMap { match in
              Int(match.2).flatMap { map.userLocation(path: String(match.1), line: $0) }
            }
          }.first
      }
      message = message.trimmingCharacters(in: .whitespaces)
      return RuntimeTrap(message: message, file: location?.file, line: location?.line)
    }
    return nil
  }
}
