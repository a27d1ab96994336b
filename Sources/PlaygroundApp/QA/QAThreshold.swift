import Foundation

/// How many of a snapshot's pixels may differ from its baseline, in percent: `--threshold 0.5%`
/// (or `0.5`), or a preview's own `snapshotThreshold(_:)`. 0, the default, compares exactly.
package struct QAThreshold: Equatable, Sendable {
  package let percent: Double

  package init(percent: Double) { self.percent = percent }

  /// Exact comparison.
  package static let exact = QAThreshold(percent: 0)

  /// Reads `0.5%` or `0.5` (percent, 0…100), or throws the sentence saying what is wrong.
  package init(parsing text: String) throws(QAInputError) {
    var number = text.trimmingCharacters(in: .whitespaces)
    if number.hasSuffix("%") { number.removeLast() }
    guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite, (0...100).contains(value)
    else {
      throw QAInputError("--threshold \"\(text)\" is not a share of pixels between 0% and 100% (e.g. 0.5%)")
    }
    percent = value
  }

  /// A preview's own threshold (`snapshotThreshold`) over this one; a value outside 0…100 is
  /// clamped into it.
  package func overridden(by preview: Double?) -> QAThreshold {
    guard let preview, preview.isFinite else { return self }
    return QAThreshold(percent: min(100, max(0, preview)))
  }

  /// Whether `difference` is within the threshold. Snapshots of different sizes never are.
  package func accepts(_ difference: PixelDifference, sameSize: Bool) -> Bool {
    guard sameSize else { return false }
    if difference.count == 0 { return true }
    return Double(difference.count) * 100 <= percent * Double(difference.width * difference.height)
  }
}
