/// The exit status of a `qa` run (docs/command-line.md): 0 when every snapshot matched (or was
/// recorded in mode `all`), 1 when any differed or had no baseline (recording in `missing` or
/// `failed` still fails, as in swift-snapshot-testing), 3 when `--strict` found contract
/// violations (they outrank differences: the layout itself is wrong). Status 2, bad input or a
/// build that fails, is decided before any case renders.
package enum QAExitStatus {
  /// Whether `qaCase` fails the run in `mode`.
  package static func fails(_ qaCase: QACase, mode: RecordMode) -> Bool {
    switch qaCase.status {
    case .passed: return false
    case .failed: return true
    case .new, .recorded: return mode != .all
    }
  }

  package static func status(of cases: [QACase], mode: RecordMode, strict: Bool) -> Int32 {
    if strict && cases.contains(where: { !$0.violations.isEmpty }) { return 3 }
    return cases.contains { fails($0, mode: mode) } ? 1 : 0
  }
}
