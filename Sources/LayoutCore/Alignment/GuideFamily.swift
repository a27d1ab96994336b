/// The groups of guides containers tell apart when deciding whether a subview may set one
/// explicitly: a text sets its baselines and nothing else, so a container aligned by its top
/// or centre need not ask ten thousand labels where theirs are.
package enum GuideFamily {
  case horizontal
  /// `firstTextBaseline` and `lastTextBaseline`.
  case textBaselines
  /// Every other vertical guide.
  case otherVertical

  package init(_ guide: VerticalAlignment) {
    self = guide == .firstTextBaseline || guide == .lastTextBaseline ? .textBaselines : .otherVertical
  }
}
