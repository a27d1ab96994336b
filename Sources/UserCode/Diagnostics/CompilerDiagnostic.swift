/// One message of the compiler, with where it points.
package struct CompilerDiagnostic: Equatable, Sendable {
  package enum Severity: String, Equatable, Sendable {
    case error, warning, note, remark
  }

  /// As the compiler printed it until mapped, then the user's display name; nil when the
  /// message has no location (`<unknown>:0`, driver errors).
  package var file: String?
  package var line: Int?
  package var column: Int?
  package var severity: Severity
  package var message: String
  /// The source excerpt the compiler printed under the message (source line, caret, fix-it).
  package var excerpt: [String] = []
  /// The notes that followed it (`note: 'x' previously declared here`).
  package var notes: [CompilerDiagnostic] = []

  package init(file: String?, line: Int?, column: Int?, severity: Severity, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// `File.swift:12:5: error: message`, as editors and terminals link it.
  package var formatted: String {
    var location = ""
    if let file {
      location = file
      if let line { location += ":\(line)" }
      if let column { location += ":\(column)" }
      location += ": "
    }
    return "\(location)\(severity.rawValue): \(message)"
  }
}
