/// What `qa` prints: one line per case (`✓` matched, `✗` differs or fails, `+` new baseline) and
/// a final summary.
package enum QASummary {
  /// `✓ Card  Hello  iphone · dark  0 px`, with the case's folder when it failed.
  package static func line(_ qaCase: QACase, artifacts: String) -> String {
    let mark: String
    var tail = ""
    switch qaCase.status {
    case .passed:
      mark = qaCase.violations.isEmpty ? "✓" : "✗"
      tail = "\(qaCase.differingPixels) px"
    case .failed:
      mark = "✗"
      tail = "\(qaCase.differingPixels) px differ"
    case .new:
      mark = "+"
      tail = qaCase.baselineWritten ? "new baseline recorded" : "no baseline"
    case .recorded:
      mark = qaCase.differingPixels > 0 ? "✗" : "✓"
      tail = qaCase.differingPixels > 0 ? "\(qaCase.differingPixels) px differ, baseline re-recorded" : "recorded"
    }
    if !qaCase.violations.isEmpty { tail += ", \(qaCase.violations.count) contract violations" }
    var line = "\(mark) \(qaCase.file)  \(qaCase.preview)  \(qaCase.variantLabel)  \(tail)"
    if mark != "✓" {
      // The case's folder: `cases/Card/Hello/actual.png` → `cases/Card/Hello`.
      let folder = qaCase.actual.split(separator: "/").dropLast().joined(separator: "/")
      line += "  \(artifacts)/\(folder)"
    }
    return line
  }

  /// `60 snapshots: 57 passed, 2 failed, 1 new; artifacts in DIR`.
  package static func summary(_ cases: [QACase], mode: RecordMode, status: Int32, artifacts: String) -> String {
    let counts: [(QACase.Status, String)] = [
      (.passed, "passed"), (.failed, "failed"), (.new, "new"), (.recorded, "recorded"),
    ]
    let parts = counts.compactMap { status, name -> String? in
      let count = cases.filter { $0.status == status }.count
      return count == 0 ? nil : "\(count) \(name)"
    }
    let violations = cases.filter { !$0.violations.isEmpty }.count
    let strict = violations == 0 ? "" : ", \(violations) with contract violations"
    let noun = cases.count == 1 ? "snapshot" : "snapshots"
    return "\(cases.count) \(noun): \(parts.joined(separator: ", "))\(strict) (record mode \(mode.rawValue)); "
      + "artifacts in \(artifacts)"
  }
}
