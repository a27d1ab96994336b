import LayoutCore
import Testing

/// A user-style padding: measures and places its child inset on every edge, passing the inset
/// proposal down (as SwiftUI's padding does).
struct Padding: Layout {
  var inset: CGFloat

  func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - 2 * inset) },
      height: proposal.height.map { max(0, $0 - 2 * inset) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let size = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
    return CGSize(width: size.width + 2 * inset, height: size.height + 2 * inset)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: CGPoint(x: bounds.minX + inset, y: bounds.minY + inset), proposal: inner(proposal))
  }
}

/// Nested containers: `bounds` is in the parent's space, so every layout must honour
/// `bounds.minX/minY` (docs/layout-semantics.md, “Bounds are in the parent's space”).
@Suite("LayoutContainer nesting and bounds")
struct LayoutContainerTests {
  enum BuiltIn: String, CaseIterable, Sendable {
    case flowLeading, flowCenter, flowTrailing, hstack, vstack, zstack, equalH, equalV, spiral

    var layout: AnyLayout {
      switch self {
      case .flowLeading: AnyLayout(FlowLayout(horizontalSpacing: 6, verticalSpacing: 4))
      case .flowCenter: AnyLayout(FlowLayout(horizontalSpacing: 6, verticalSpacing: 4, alignment: .center))
      case .flowTrailing: AnyLayout(FlowLayout(horizontalSpacing: 6, verticalSpacing: 4, alignment: .trailing))
      case .hstack: AnyLayout(HStackLayout(alignment: .bottom, spacing: 3))
      case .vstack: AnyLayout(VStackLayout(alignment: .trailing))
      case .zstack: AnyLayout(ZStackLayout(alignment: .bottomTrailing))
      case .equalH: AnyLayout(EqualHStack(spacing: 5))
      case .equalV: AnyLayout(EqualVStack(spacing: 5))
      case .spiral: AnyLayout(SpiralLayout())
      }
    }
  }

  /// Mixed children, one wider than the 200 pt proposal.
  static func children() -> [any LayoutItem] {
    [
      FixedBox(width: 50, height: 20), FixedBox(width: 230, height: 12.5),
      FlexibleBox(ideal: CGSize(width: 40, height: 30), max: CGSize(width: 90, height: 60)),
      FixedBox(width: 0, height: 8), FixedBox(width: 77.25, height: 19),
    ]
  }

  @Test("a container nested at an offset places its children exactly offset", arguments: BuiltIn.allCases)
  func nestedAtOffset(kind: BuiltIn) {
    let proposal = ProposedViewSize(width: 200, height: 150)
    let reference = layOut(kind.layout, Self.children(), proposal, at: .zero)

    let inset: CGFloat = 13
    let items = Self.children()
    let inner = LayoutContainer(kind.layout, children: items)
    let outer = LayoutContainer(Padding(inset: inset), children: [inner])
    let origin = CGPoint(x: 40.5, y: -25)
    outer.layOut(proposal: ProposedViewSize(width: 226, height: 176), at: origin)

    let dx = origin.x + inset
    let dy = origin.y + inset
    #expect(close(inner.frame, reference.bounds.offsetBy(dx: dx, dy: dy)), "\(inner.frame)")
    for (index, item) in items.enumerated() {
      let expected = reference.frames[index].offsetBy(dx: dx, dy: dy)
      #expect(close(frame(of: item), expected), "\(kind) child \(index): \(frame(of: item)) vs \(expected)")
    }
  }

  @Test("layOut(proposal:at:) puts the container's top-left at the origin")
  func layOutAtOrigin() {
    let box = FixedBox(width: 10, height: 10)
    let bounds = LayoutContainer(HStackLayout(), children: [box]).layOut(
      proposal: .unspecified, at: CGPoint(x: 3, y: 4))
    #expect(bounds == CGRect(x: 3, y: 4, width: 10, height: 10))
    #expect(box.frame == bounds)
  }

  @Test("a nested flow inside an HStack wraps at the width the stack offered it")
  func flowInStack() {
    // HStack 200 wide, spacing 0: fixed 50 first (least flexible), the flow gets 150.
    let chips = boxes([(60, 20), (60, 20), (60, 20)])
    let flow = LayoutContainer(FlowLayout(horizontalSpacing: 10, verticalSpacing: 5), children: chips)
    let label = FixedBox(width: 50, height: 10)
    LayoutContainer(HStackLayout(alignment: .top, spacing: 0), children: [label, flow])
      .layOut(proposal: ProposedViewSize(width: 200, height: nil), at: CGPoint(x: 0, y: 100))
    // Two chips fit in 150 (60 + 10 + 60 = 130); the third wraps.
    #expect(
      chips.map(\.frame.origin) == [
        CGPoint(x: 50, y: 100), CGPoint(x: 120, y: 100), CGPoint(x: 50, y: 125),
      ])
    #expect(flow.frame == CGRect(x: 50, y: 100, width: 130, height: 45))
  }

  @Test("a layout's preferred spacing reaches a parent stack with default spacing")
  func spacingPreference() {
    let inner = LayoutContainer(HStackLayout(), children: boxes([(10, 10)]))
    let neighbour = FixedBox(width: 10, height: 10)
    let result = layOut(HStackLayout(), [inner, neighbour], .unspecified)
    #expect(result.frames[1].minX == 10 + ViewSpacing.defaultValue)
  }
}
