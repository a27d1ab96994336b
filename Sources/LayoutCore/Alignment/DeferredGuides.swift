/// The explicit guides of a container's dimensions, worked out only when someone asks for one.
///
/// A container's guides are its layout's `explicitAlignment(of:…)` answers, by default its
/// subviews' guides merged: asking for every guide up front made each container ask every
/// subview for every guide (ten thousand labels' baselines for a frame that only aligns the
/// container's top). SwiftUI too asks a layout only for the guides that are read.
package struct DeferredGuides: @unchecked Sendable {
  // Unchecked: like the layout that answers, it is only used on the thread doing the layout.
  /// The answers so far, shared with the container's memo (which does not hold `source`, so
  /// dimensions kept elsewhere keep their container alive without a cycle).
  package let answers: GuideAnswers
  private let source: Source

  /// Answers one guide (nil when the container does not set it).
  package struct Source {
    package var horizontal: (HorizontalAlignment) -> CGFloat?
    package var vertical: (VerticalAlignment) -> CGFloat?

    package init(
      horizontal: @escaping (HorizontalAlignment) -> CGFloat?, vertical: @escaping (VerticalAlignment) -> CGFloat?
    ) {
      self.horizontal = horizontal
      self.vertical = vertical
    }
  }

  package init(answers: GuideAnswers, source: Source) {
    self.answers = answers
    self.source = source
  }

  func value(of guide: HorizontalAlignment) -> CGFloat? {
    if let known = answers.horizontal[guide] { return known }
    let value = source.horizontal(guide).flatMap { $0.isFinite ? $0 : nil }
    answers.horizontal[guide] = .some(value)
    return value
  }

  func value(of guide: VerticalAlignment) -> CGFloat? {
    if let known = answers.vertical[guide] { return known }
    let value = source.vertical(guide).flatMap { $0.isFinite ? $0 : nil }
    answers.vertical[guide] = .some(value)
    return value
  }
}

/// The guide values a container has worked out for one proposal (nil: it sets none).
package final class GuideAnswers {
  var horizontal: [HorizontalAlignment: CGFloat?] = [:]
  var vertical: [VerticalAlignment: CGFloat?] = [:]

  package init() {}
}
