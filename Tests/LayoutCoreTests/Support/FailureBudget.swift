import Testing

/// Records the first few failures of a property over many inputs, then a count of the rest,
/// so one broken rule does not bury the log under thousands of identical issues.
struct FailureBudget: ~Copyable {
  private var failures = 0
  private let limit: Int
  private let sourceLocation: SourceLocation

  init(limit: Int = 3, sourceLocation: SourceLocation = #_sourceLocation) {
    self.limit = limit
    self.sourceLocation = sourceLocation
  }

  /// Records `message` as an issue (while the budget lasts) unless `condition` holds.
  mutating func expect(
    _ condition: Bool, _ message: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !condition else { return }
    failures += 1
    if failures <= limit { Issue.record(Comment(rawValue: message()), sourceLocation: sourceLocation) }
  }

  var hasFailed: Bool { failures > 0 }

  deinit {
    if failures > limit {
      Issue.record(
        Comment(rawValue: "… and \(failures - limit) more failures of this property"),
        sourceLocation: sourceLocation)
    }
  }
}
