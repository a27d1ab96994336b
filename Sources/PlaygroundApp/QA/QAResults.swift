import Foundation

/// `results.json` of a `qa` run's artifacts folder: the command, its exit status and every case,
/// for tools (CI annotations, scripts) that want the outcome without parsing the report.
package struct QAResults: Codable, Equatable, Sendable {
  /// The format's version: raised when a field changes meaning.
  package var version: Int
  package var command: String
  package var exitStatus: Int32
  package var cases: [QACase]

  package init(version: Int = 1, command: String, exitStatus: Int32, cases: [QACase]) {
    self.version = version
    self.command = command
    self.exitStatus = exitStatus
    self.cases = cases
  }

  /// The file's bytes: sorted keys and unescaped slashes, so two runs with the same outcome
  /// write the same bytes and paths read as written.
  package func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}
