import LayoutCore
import Testing

/// `Axis` and `Axis.Set` (what `ViewThatFits(in:)` takes).
@Suite("Axis and Axis.Set")
struct AxisTests {
  static let sets: [(Axis.Set, [Bool])] = [
    ([], [false, false]), (.horizontal, [true, false]), (.vertical, [false, true]),
    ([.horizontal, .vertical], [true, true]),
  ]

  @Test(
    "Axis.Set.contains(Axis) answers per axis (and returns: it once recursed forever)",
    arguments: sets)
  func containsAxis(set: Axis.Set, expected: [Bool]) {
    #expect([set.contains(Axis.horizontal), set.contains(Axis.vertical)] == expected)
  }

  @Test("orthogonal axes and per-axis access")
  func perAxis() {
    #expect(Axis.horizontal.orthogonal == .vertical && Axis.vertical.orthogonal == .horizontal)
    var size = CGSize(width: 3, height: 4)
    #expect(size[.horizontal] == 3 && size[.vertical] == 4)
    size[.vertical] = 9
    #expect(size == CGSize(width: 3, height: 9))
    #expect(CGSize(5, 6, in: .vertical) == CGSize(width: 6, height: 5))
    var proposal = ProposedViewSize(width: 10, height: nil)
    #expect(proposal[.horizontal] == 10 && proposal[.vertical] == nil)
    proposal[.vertical] = 7
    #expect(proposal == ProposedViewSize(width: 10, height: 7))
  }
}
