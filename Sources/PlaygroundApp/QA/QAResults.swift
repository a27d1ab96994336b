/// `results.json` of a `qa` run's artifacts folder: the command, its exit status and every case,
/// for tools (CI annotations, scripts) that want the outcome without parsing the report.
package struct QAResults: Codable, Equatable, Sendable {
  /// The format's version: raised when a field changes meaning.
  package var version = 1
  package var command: String
  package var exitStatus: Int32
  package var cases: [QACase]

  package init(command: String, exitStatus: Int32, cases: [QACase]) {
    self.command = command
    self.exitStatus = exitStatus
    self.cases = cases
  }
}
