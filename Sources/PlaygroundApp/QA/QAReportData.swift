import Foundation
import PlaygroundUI

/// Everything the report's page shows, embedded in it as one JSON block
/// (`<script type="application/json">`): a page opened from `file://` cannot `fetch()` the
/// cases' `why.json` files in Chromium, so their contents travel inside the page.
package struct QAReportData: Codable, Equatable, Sendable {
  /// One case as the page sees it.
  package struct Entry: Codable, Equatable, Sendable {
    /// `file/preview[.suffix]`: the case's address in the page (`index.html#case=…`).
    package var id: String
    /// `QAReportFilters.previewKey`.
    package var previewKey: String
    package var qaCase: QACase
    /// Device pixels per point of `actual.png` and of `baseline.png` (from their layout
    /// records), to place frames given in points over the images; nil when a record is missing.
    package var scale: Double?
    package var baselineScale: Double?
    /// The case's `why.json`, as written.
    package var why: JSONValue?
    /// Why `why.json` is named but not shown (unreadable, or not JSON), as one sentence.
    package var whyProblem: String?

    enum CodingKeys: String, CodingKey {
      case id, previewKey, scale, baselineScale, why, whyProblem
      case qaCase = "case"
    }
  }

  package var command: String
  package var exitStatus: Int32
  package var filters: QAReportFilters
  package var cases: [Entry]

  /// The page's data for `cases`, reading their `why.json` and layout records under `directory`
  /// (the artifacts folder their paths are relative to).
  package init(cases: [QACase], command: String, exitStatus: Int32, directory: String) {
    self.command = command
    self.exitStatus = exitStatus
    filters = QAReportFilters(cases: cases)
    var used = Set<String>()
    self.cases = cases.map { qaCase in
      var id = Self.caseID(qaCase)
      // Two cases never share a folder, but two names may map to one: keep addresses apart.
      var copy = 2
      while used.contains(id) {
        id = "\(Self.caseID(qaCase))~\(copy)"
        copy += 1
      }
      used.insert(id)
      let base = URL(fileURLWithPath: directory)
      var entry = Entry(
        id: id, previewKey: QAReportFilters.previewKey(qaCase), qaCase: qaCase,
        scale: Self.scale(of: base.appendingPathComponent(qaCase.layout)), baselineScale: nil, why: nil,
        whyProblem: nil)
      if let baseline = qaCase.baseline {
        let record = URL(fileURLWithPath: baseline, relativeTo: base).deletingLastPathComponent()
          .appendingPathComponent("baseline.layout.json")
        entry.baselineScale = Self.scale(of: record)
      }
      if let why = qaCase.why {
        do {
          let data = try Data(contentsOf: base.appendingPathComponent(why))
          entry.why = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let error as DecodingError {
          entry.whyProblem = "\(why) is not JSON (\(Self.describe(error)))."
        } catch {
          entry.whyProblem = "\(why) could not be read."
        }
      }
      return entry
    }
  }

  /// A case's address: its file, preview and variant suffix, as its artifacts folder is named.
  package static func caseID(_ qaCase: QACase) -> String {
    "\(qaCase.file)/\(qaCase.preview)" + (qaCase.variant.isEmpty ? "" : ".\(qaCase.variant)")
  }

  /// The scale of the layout record at `url`, nil when there is none to read.
  private static func scale(of url: URL) -> Double? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return (try? JSONDecoder().decode(LayoutRecord.self, from: data))?.scale
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context):
      return context.underlyingError.map { "\($0)" } ?? context.debugDescription
    @unknown default:
      return "\(error)"
    }
  }

  /// The data as JSON safe inside a `<script>` element: sorted keys (the same run gives the same
  /// page), and `<`, `>`, `&`, U+2028 and U+2029 written as `\u` escapes. Those characters occur
  /// only inside JSON strings, where the escapes mean the same, so the text is still the same
  /// JSON, yet no string (a preview named `</script>`) can end the element early.
  package func scriptJSON() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = String(decoding: try encoder.encode(self), as: UTF8.self)
    var safe = ""
    safe.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": safe += "\\u003c"
      case ">": safe += "\\u003e"
      case "&": safe += "\\u0026"
      case "\u{2028}": safe += "\\u2028"
      case "\u{2029}": safe += "\\u2029"
      default: safe.unicodeScalars.append(scalar)
      }
    }
    return safe
  }
}
