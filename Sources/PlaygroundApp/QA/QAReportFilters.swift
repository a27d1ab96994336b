import PlaygroundUI

/// What the report's filters offer, derived from the cases: each status with its count, the
/// previews, and each variant axis that has more than one value (a filter with one choice
/// would only add clutter). Computed here rather than in the page's script so it is tested
/// without a browser.
package struct QAReportFilters: Codable, Equatable, Sendable {
  package struct StatusCount: Codable, Equatable, Sendable {
    package var status: QACase.Status
    package var count: Int
  }

  package struct Preview: Codable, Equatable, Sendable {
    /// `file/preview`: what a case's `previewKey` is matched against.
    package var key: String
    /// The preview's name, led by its file's when the run opened several files.
    package var label: String
  }

  package struct Axis: Codable, Equatable, Sendable {
    package var axis: String
    /// In the order the run met them (the spec's order, as the cases are its product).
    package var values: [String]
  }

  /// Failed, new, recorded, passed: the order of what needs a look first. Every status is
  /// listed, with its count (possibly 0), so the header reads the same from run to run.
  package var statuses: [StatusCount]
  /// In the order of the cases.
  package var previews: [Preview]
  /// In `VariantAxis` order (device, scheme, type, direction, locale, width), then any other
  /// axis by name.
  package var axes: [Axis]

  /// The statuses in the order the report lists them.
  package static let statusOrder: [QACase.Status] = [.failed, .new, .recorded, .passed]

  package init(cases: [QACase]) {
    statuses = Self.statusOrder.map { status in
      StatusCount(status: status, count: cases.count { $0.status == status })
    }
    let severalFiles = Set(cases.map(\.file)).count > 1
    var previews: [Preview] = []
    var seenPreviews = Set<String>()
    var values: [String: [String]] = [:]
    for qaCase in cases {
      let key = Self.previewKey(qaCase)
      if seenPreviews.insert(key).inserted {
        previews.append(Preview(key: key, label: severalFiles ? "\(qaCase.file) › \(qaCase.preview)" : qaCase.preview))
      }
      for (axis, value) in qaCase.axes where !(values[axis]?.contains(value) ?? false) {
        values[axis, default: []].append(value)
      }
    }
    self.previews = previews
    let known = VariantAxis.allCases.map(\.rawValue)
    let ordered = known.filter { values[$0] != nil } + values.keys.filter { !known.contains($0) }.sorted()
    axes = ordered.compactMap { axis in
      guard let axisValues = values[axis], axisValues.count > 1 else { return nil }
      return Axis(axis: axis, values: axisValues)
    }
  }

  /// The key the preview filter matches a case by: previews of different files may share a name.
  package static func previewKey(_ qaCase: QACase) -> String { "\(qaCase.file)/\(qaCase.preview)" }
}
