import Foundation

/// The JSON `qa` writes: sorted keys and no escaped slashes, so two runs write the same bytes
/// and paths read as paths.
package enum QAJSON {
  package static func encode(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
  }
}

/// `results.json`: the run as the report reads it (docs/visual-qa.md, "Headless: qa").
package struct QAResults: Codable, Equatable, Sendable {
  package var version = 1
  /// The command line, as typed (arguments joined by spaces).
  package var command: String
  package var exitStatus: Int32
  package var cases: [QACase]

  package init(command: String, exitStatus: Int32, cases: [QACase]) {
    self.command = command
    self.exitStatus = exitStatus
    self.cases = cases
  }
}
