/// Anything the engine can measure and place: a fixed box, a view, a nested layout.
///
/// Layouts never see items directly; they see `LayoutSubview` proxies over them.
package protocol LayoutItem: AnyObject {
  /// The item's size for `proposal`. Implementations memoise when measuring is costly.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
  /// The item's size and explicit alignment guides for `proposal`.
  func dimensions(in proposal: ProposedViewSize) -> ViewDimensions
  var layoutPriority: Double { get }
  var spacing: ViewSpacing { get }
  func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value
  /// Receives the item's final frame (window space) and the proposal it was placed with.
  func place(in frame: CGRect, proposal: ProposedViewSize)
  /// False when the item surely sets no explicit alignment guide (a plain box), so containers
  /// need not work out where their subviews' guides are.
  var mayHaveExplicitGuides: Bool { get }
  /// The same for one family of guides only (a text sets its baselines and no other guide), so
  /// a container aligned by its top need not ask ten thousand labels.
  func mayHaveExplicitGuides(in family: GuideFamily) -> Bool
}

extension LayoutItem {
  package func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal))
  }
  package var layoutPriority: Double { 0 }
  package var spacing: ViewSpacing { ViewSpacing() }
  package func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value { K.defaultValue }
  package var mayHaveExplicitGuides: Bool { true }
  package func mayHaveExplicitGuides(in family: GuideFamily) -> Bool { mayHaveExplicitGuides }
}
