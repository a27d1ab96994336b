import LayoutCore
import Testing

/// `ProposedViewSize` as SwiftUI documents it: nil asks for the ideal size, 0 for the minimum,
/// ∞ for the maximum; `replacingUnspecifiedDimensions(by:)` defaults to 10×10.
@Suite("ProposedViewSize")
struct ProposedViewSizeTests {
  @Test("the special proposals")
  func specialProposals() {
    #expect(ProposedViewSize.zero.width == 0 && ProposedViewSize.zero.height == 0)
    #expect(ProposedViewSize.unspecified.width == nil && ProposedViewSize.unspecified.height == nil)
    #expect(ProposedViewSize.infinity.width == .infinity && ProposedViewSize.infinity.height == .infinity)
    #expect(ProposedViewSize.zero != .unspecified)
    #expect(ProposedViewSize.infinity != .unspecified)
  }

  @Test("init(_ size:) takes both dimensions")
  func initFromSize() {
    let proposal = ProposedViewSize(CGSize(width: 12.5, height: 40))
    #expect(proposal.width == 12.5 && proposal.height == 40)
    #expect(proposal == ProposedViewSize(width: 12.5, height: 40))
  }

  @Test("init(width:height:) keeps nil as unspecified, per dimension")
  func initWithOptionals() {
    let widthOnly = ProposedViewSize(width: 100, height: nil)
    #expect(widthOnly.width == 100 && widthOnly.height == nil)
    let heightOnly = ProposedViewSize(width: nil, height: 0)
    #expect(heightOnly.width == nil && heightOnly.height == 0)
    #expect(ProposedViewSize(width: nil, height: nil) == .unspecified)
    #expect(ProposedViewSize(width: 0, height: 0) == .zero)
    #expect(ProposedViewSize(width: .infinity, height: .infinity) == .infinity)
  }

  @Test(
    "replacingUnspecifiedDimensions() fills nil with 10",
    arguments: [
      (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
      (ProposedViewSize(width: 30, height: nil), CGSize(width: 30, height: 10)),
      (ProposedViewSize(width: nil, height: 0), CGSize(width: 10, height: 0)),
      (ProposedViewSize.zero, CGSize.zero),
      (ProposedViewSize(width: 250, height: 75.5), CGSize(width: 250, height: 75.5)),
      (ProposedViewSize.infinity, CGSize(width: CGFloat.infinity, height: .infinity)),
    ])
  func replacingWithDefault(proposal: ProposedViewSize, expected: CGSize) {
    #expect(proposal.replacingUnspecifiedDimensions() == expected)
  }

  @Test(
    "replacingUnspecifiedDimensions(by:) fills nil from the given size",
    arguments: [
      (ProposedViewSize.unspecified, CGSize(width: 3, height: 4)),
      (ProposedViewSize(width: 5, height: nil), CGSize(width: 5, height: 4)),
      (ProposedViewSize(width: nil, height: 6), CGSize(width: 3, height: 6)),
      (ProposedViewSize(width: 7, height: 8), CGSize(width: 7, height: 8)),
    ])
  func replacingWithSize(proposal: ProposedViewSize, expected: CGSize) {
    #expect(proposal.replacingUnspecifiedDimensions(by: CGSize(width: 3, height: 4)) == expected)
  }

  @Test("proposals are values: equal by dimensions, usable as dictionary keys")
  func hashable() {
    var answers: [ProposedViewSize: Int] = [:]
    answers[ProposedViewSize(width: 100, height: nil)] = 1
    answers[.unspecified] = 2
    #expect(answers[ProposedViewSize(width: 100, height: nil)] == 1)
    #expect(answers[ProposedViewSize(width: nil, height: nil)] == 2)
    #expect(answers[ProposedViewSize(width: nil, height: 100)] == nil)
  }
}
