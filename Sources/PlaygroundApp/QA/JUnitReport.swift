/// `qa --junit FILE`: the run as JUnit XML, which CI systems show as tests. One `testsuite` per
/// opened file, one `testcase` per preview and variant; a snapshot that fails the run is a
/// `failure` saying how many pixels differ and what the why report found.
package enum JUnitReport {
  /// One case and the why report's summary of its change (nil when there is none).
  package struct Entry: Sendable {
    package var qaCase: QACase
    package var whySummary: String?
    /// Whether the case fails the run (it depends on the record mode: see `QAExitStatus`).
    package var fails: Bool

    package init(qaCase: QACase, whySummary: String?, fails: Bool) {
      self.qaCase = qaCase
      self.whySummary = whySummary
      self.fails = fails
    }
  }

  /// The XML document, suites in the order their files first appear.
  package static func xml(_ entries: [Entry]) -> String {
    var files: [String] = []
    for entry in entries where !files.contains(entry.qaCase.file) { files.append(entry.qaCase.file) }
    let failures = entries.filter(\.fails).count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"layout-playground qa\" tests=\"\(entries.count)\" failures=\"\(failures)\">\n"
    for file in files {
      let cases = entries.filter { $0.qaCase.file == file }
      xml +=
        "  <testsuite name=\"\(escape(file))\" tests=\"\(cases.count)\" failures=\"\(cases.filter(\.fails).count)\">\n"
      for entry in cases {
        let qaCase = entry.qaCase
        let name = "\(qaCase.preview) [\(qaCase.variantLabel)]"
        xml += "    <testcase classname=\"\(escape(file))\" name=\"\(escape(name))\""
        guard entry.fails else {
          xml += "/>\n"
          continue
        }
        let message = failureMessage(entry)
        xml += ">\n      <failure message=\"\(escape(message))\">\(escape(failureDetail(entry)))</failure>\n"
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  /// One line: what failed.
  static func failureMessage(_ entry: Entry) -> String {
    let qaCase = entry.qaCase
    switch qaCase.status {
    case .new: return qaCase.baselineWritten ? "no baseline: recorded one" : "no baseline"
    case .recorded: return "\(qaCase.differingPixels) differing pixels: re-recorded the baseline"
    case .passed, .failed:
      var message = "\(qaCase.differingPixels) of \(qaCase.totalPixels) pixels differ"
      if !qaCase.violations.isEmpty { message += "; \(qaCase.violations.count) contract violations" }
      return message
    }
  }

  /// The failure's text: the why summary, the contract violations, the artifacts.
  static func failureDetail(_ entry: Entry) -> String {
    var lines: [String] = []
    if let summary = entry.whySummary { lines.append(summary) }
    lines += entry.qaCase.violations
    lines.append("actual: \(entry.qaCase.actual)")
    if let diff = entry.qaCase.diff { lines.append("diff: \(diff)") }
    return lines.joined(separator: "\n")
  }

  /// `text` safe in an XML attribute or element: the five special characters as entities, and
  /// the characters XML 1.0 does not allow at all (most control characters) as U+FFFD.
  package static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t": out += "&#9;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      default:
        let value = scalar.value
        let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
        out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return out
  }
}
