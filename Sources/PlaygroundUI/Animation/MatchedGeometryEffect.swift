/// The properties `matchedGeometryEffect` synchronises between the views of a group (mirrors
/// SwiftUI's `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The view's position, in window coordinates.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The view's size, in local coordinates.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both the `position` and `size` properties.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// What `matchedGeometryEffect` records on the top nodes of the view it wraps
/// (MatchedGeometry.swift reads it).
struct MatchedGeometryMark {
  /// The group: the caller's id within its namespace.
  struct Key: Hashable {
    var id: AnyHashable
    var namespace: Namespace.ID
  }

  var key: Key
  var properties: MatchedGeometryProperties
  var anchor: UnitPoint
  var isSource: Bool

  /// `frame` moved and sized to take `source`'s geometry, as far as the properties say: the
  /// anchor points meet for `.position`, the size is the source's for `.size`.
  func frame(_ frame: CGRect, matching source: CGRect) -> CGRect {
    var result = frame
    if properties.contains(.size) { result.size = source.size }
    if properties.contains(.position) {
      let sourcePoint = CGPoint(
        x: source.minX + anchor.x * source.width, y: source.minY + anchor.y * source.height)
      result.origin = CGPoint(x: sourcePoint.x - anchor.x * result.width, y: sourcePoint.y - anchor.y * result.height)
    } else if properties.contains(.size) {
      // Sized like the source, about its own anchor point.
      let ownPoint = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
      result.origin = CGPoint(x: ownPoint.x - anchor.x * result.width, y: ownPoint.y - anchor.y * result.height)
    }
    return result
  }
}

extension View {
  /// Defines a group of views with synchronized geometry using an identifier and namespace
  /// (mirrors SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`).
  ///
  /// When a view of the group is inserted in the same animated change that removes another,
  /// its frame (in window coordinates; position and/or size per `properties`) moves from the
  /// removed view's to its own, and the removed view's moves to the inserted one's, so the two
  /// look like one view moving; each still plays its own transition (by default they
  /// cross-fade). A view with `isSource: false` takes the geometry of the group's source view
  /// while both are in the tree: it is laid out at the source's size and placed with its
  /// anchor on the source's, its parent's layout unchanged.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    let mark = MatchedGeometryMark(
      key: MatchedGeometryMark.Key(id: AnyHashable(id), namespace: namespace), properties: properties,
      anchor: anchor, isSource: isSource)
    return MatchedGeometryView(content: self, mark: mark)
  }
}

/// Resolves content and marks its top nodes as members of a matched-geometry group.
struct MatchedGeometryView<Content: View>: View, PrimitiveView {
  let content: Content
  let mark: MatchedGeometryMark

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    // Once a view follows a source, layouts look for followers (MatchedGeometry.swift); pairs
    // that are inserted and removed are found by the animation's comparison instead.
    if !mark.isSource { context.graph(volatile: false).matchedGeometry.containsFollowers = true }
    let nodes = context.resolve(content, role: .modifier)
    for node in nodes { node.matchedGeometry = mark }
    return nodes
  }
}
