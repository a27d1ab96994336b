/// A proxy for one subview of a layout (mirrors SwiftUI's `LayoutSubview`).
///
/// Measuring goes straight to the subview (which memoises per proposal); `place` records where
/// the subview goes, and the engine applies it after `placeSubviews` returns.
public struct LayoutSubview: Equatable {
  let storage: SubviewStorage
  let index: Int

  /// The subview's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    storage.items[index].sizeThatFits(proposal)
  }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    storage.items[index].dimensions(in: proposal)
  }

  /// Tells the subview where to appear: `anchor` of its frame goes to `position` (in the
  /// parent's space), and it is sized for `proposal`. The last call wins.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    storage.recordPlacement(
      index, Placement(position: position, anchor: anchor, proposal: proposal))
  }

  /// The subview's layout priority: higher gets space first in stacks.
  public var priority: Double { storage.items[index].layoutPriority }

  /// The subview's preferred spacing to its neighbours.
  public var spacing: ViewSpacing { storage.items[index].spacing }

  /// The value the subview set for `key`, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    storage.items[index].layoutValue(key)
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.storage === b.storage && a.index == b.index
  }
}

/// Where `place(at:anchor:proposal:)` put a subview.
package struct Placement: Equatable, Sendable {
  package var position: CGPoint
  package var anchor: UnitPoint
  package var proposal: ProposedViewSize

  package init(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
    self.position = position
    self.anchor = anchor
    self.proposal = proposal
  }

  /// The frame of a subview of `size` placed here.
  package func frame(for size: CGSize) -> CGRect {
    CGRect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
      width: size.width, height: size.height)
  }
}
