/// Every view of one rendered frame: what `qa` writes as `layout.json` beside each snapshot,
/// and what explains a changed snapshot (`why.json`) by comparing a baseline's record with the
/// new one. Views are in tree order (a parent before its children, drawing order among
/// siblings); identities are stable across runs and across edits that keep a view's place in
/// the tree, so the same view is found in both records.
package struct LayoutRecord: Codable, Equatable, Sendable {
  /// One view (one node of the graph: a modifier that adds a node, such as `padding` or
  /// `background`, is a view here as it is in SwiftUI's layout).
  package struct View: Codable, Equatable, Sendable {
    /// The view's identity (`ViewIdentity.description`): structural position plus explicit ids.
    package var id: String
    /// What the view is (`Text`, `VStack`, `padding`, `Custom(FlowLayout)`…): the inspector's name.
    package var type: String
    /// The index in `views` of the view that holds this one; nil for the root.
    package var parent: Int?
    /// The size the parent proposed when it placed the view, in points; a nil dimension is
    /// unspecified. nil when the view was not placed in this frame.
    package var proposal: [Double?]?
    /// `[x, y, width, height]` in canvas points.
    package var frame: [Double]
    /// The text a `Text` drew (its lines joined by a space).
    package var text: String?
    /// The colour the view painted (a shape's fill or stroke, a text's or symbol's ink), as
    /// `#RRGGBBAA`; nil for views that paint nothing themselves.
    package var color: String?

    package init(
      id: String, type: String, parent: Int?, proposal: [Double?]?, frame: [Double], text: String? = nil,
      color: String? = nil
    ) {
      self.id = id
      self.type = type
      self.parent = parent
      self.proposal = proposal
      self.frame = frame
      self.text = text
      self.color = color
    }
  }

  /// The canvas, `[width, height]` in points.
  package var size: [Double]
  /// Device pixels per point of the PNG the record goes with.
  package var scale: Double
  package var views: [View]

  package init(size: [Double], scale: Double, views: [View]) {
    self.size = size
    self.scale = scale
    self.views = views
  }
}
