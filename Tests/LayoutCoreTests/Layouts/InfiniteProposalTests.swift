import LayoutCore
import Testing

/// Stacks proposed ∞ answer ∞ when a child does (SwiftUI: ∞ asks a view for its maximum, and
/// a stack of an unbounded view has none). Before, ∞ − ∞ in the sharing and alignment
/// arithmetic became NaN, which the engine replaced by 0.
@Suite("Stacks proposed infinity")
struct InfiniteProposalTests {
  static let inf = CGFloat.infinity
  static let everything = ProposedViewSize(width: inf, height: inf)

  static func fill() -> FlexibleBox {
    FlexibleBox(ideal: CGSize(width: 10, height: 10), max: CGSize(width: Self.inf, height: Self.inf))
  }

  static func size<L: Layout>(_ layout: L, _ items: [any LayoutItem], _ proposal: ProposedViewSize) -> CGSize {
    LayoutContainer(layout, children: items, log: nil).sizeThatFits(proposal)
  }

  @Test("HStack of two unbounded children proposed ∞ wide is ∞ wide")
  func hstack() {
    #expect(
      Self.size(HStackLayout(), [Self.fill(), Self.fill()], Self.everything)
        == CGSize(width: Self.inf, height: Self.inf))
    let row = Self.size(
      HStackLayout(), [Self.fill(), FixedBox(width: 20, height: 30)], ProposedViewSize(width: Self.inf, height: 30))
    #expect(row == CGSize(width: Self.inf, height: 30))
  }

  @Test("VStack and ZStack of an unbounded child proposed ∞ are ∞ across and along")
  func vstackAndZStack() {
    let v = Self.size(VStackLayout(), [Self.fill(), FixedBox(width: 20, height: 30)], Self.everything)
    #expect(v == CGSize(width: Self.inf, height: Self.inf))
    #expect(
      Self.size(ZStackLayout(), [Self.fill(), FixedBox(width: 20, height: 30)], Self.everything)
        == CGSize(width: Self.inf, height: Self.inf))
    #expect(Self.size(VStackLayout(), [Self.fill()], Self.everything) == CGSize(width: Self.inf, height: Self.inf))
    // A finite proposal across keeps the answer finite across.
    let column = Self.size(VStackLayout(), [Self.fill()], ProposedViewSize(width: 40, height: Self.inf))
    #expect(column == CGSize(width: 40, height: Self.inf))
  }

  @Test("placed in finite bounds, the children of an ∞-measured stack still get finite frames")
  func placedFinite() {
    let fixed = FixedBox(width: 20, height: 30)
    let result = layOut(VStackLayout(), [Self.fill(), fixed], ProposedViewSize(width: 100, height: 200))
    #expect(result.frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite })
    #expect(frame(of: fixed) == CGRect(x: 40, y: 170, width: 20, height: 30))
  }
}
