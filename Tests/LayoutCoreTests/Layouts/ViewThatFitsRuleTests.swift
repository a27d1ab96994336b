import LayoutCore
import Testing

/// SwiftUI's `ViewThatFits` choice: the first child whose ideal size fits the proposal on the
/// constrained axes; the last when none fits; the first when no axis is constrained.
@Suite("ViewThatFitsRule")
struct ViewThatFitsRuleTests {
  /// A wide row (300×50) and a tall column (100×170), like the equal-stacks demo.
  static let rowThenColumn = [CGSize(width: 300, height: 50), CGSize(width: 100, height: 170)]

  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    var ideals: [CGSize]
    var proposal: ProposedViewSize
    var axes: Axis.Set
    var chosen: Int
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(
      label: "the first fits", ideals: rowThenColumn, proposal: ProposedViewSize(width: 400, height: 400),
      axes: [.horizontal, .vertical], chosen: 0),
    Case(
      label: "the first is too wide", ideals: rowThenColumn, proposal: ProposedViewSize(width: 200, height: 400),
      axes: [.horizontal, .vertical], chosen: 1),
    Case(
      label: "none fits: the last", ideals: rowThenColumn, proposal: ProposedViewSize(width: 50, height: 50),
      axes: [.horizontal, .vertical], chosen: 1),
    Case(
      label: "no axes: the first", ideals: rowThenColumn, proposal: ProposedViewSize(width: 50, height: 50), axes: [],
      chosen: 0),
    Case(
      label: "horizontal only ignores height", ideals: rowThenColumn,
      proposal: ProposedViewSize(width: 400, height: 10), axes: .horizontal, chosen: 0),
    Case(
      label: "vertical only ignores width", ideals: rowThenColumn, proposal: ProposedViewSize(width: 10, height: 60),
      axes: .vertical, chosen: 0),
    Case(
      label: "vertical only: the first too tall", ideals: rowThenColumn,
      proposal: ProposedViewSize(width: 10, height: 40), axes: .vertical, chosen: 1),
    Case(
      label: "both axes: width fits, height does not", ideals: rowThenColumn,
      proposal: ProposedViewSize(width: 400, height: 40), axes: [.horizontal, .vertical], chosen: 1),
    Case(
      label: "exactly equal ideal width fits", ideals: rowThenColumn,
      proposal: ProposedViewSize(width: 300, height: 50), axes: [.horizontal, .vertical], chosen: 0),
    Case(
      label: "a hair narrower does not", ideals: rowThenColumn, proposal: ProposedViewSize(width: 299.99, height: 50),
      axes: .horizontal, chosen: 1),
    Case(
      label: "an unspecified width fits anything", ideals: rowThenColumn,
      proposal: ProposedViewSize(width: nil, height: 60), axes: [.horizontal, .vertical], chosen: 0),
    Case(
      label: "an infinite proposal fits anything", ideals: rowThenColumn, proposal: .infinity,
      axes: [.horizontal, .vertical], chosen: 0),
    Case(
      label: "zero fits only zero",
      ideals: [CGSize(width: 1, height: 0), CGSize(width: 0, height: 0), CGSize(width: 0, height: 1)], proposal: .zero,
      axes: [.horizontal, .vertical], chosen: 1),
    Case(
      label: "a single child is chosen even when it does not fit", ideals: [CGSize(width: 500, height: 500)],
      proposal: ProposedViewSize(width: 1, height: 1), axes: [.horizontal, .vertical], chosen: 0),
    Case(
      label: "the first of several that fit",
      ideals: [CGSize(width: 500, height: 10), CGSize(width: 90, height: 10), CGSize(width: 80, height: 10)],
      proposal: ProposedViewSize(width: 100, height: 100), axes: .horizontal, chosen: 1),
  ]

  @Test("chooses as SwiftUI does", arguments: cases)
  func decide(c: Case) throws {
    let decision = try #require(ViewThatFitsRule.decide(idealSizes: c.ideals, proposal: c.proposal, axes: c.axes))
    #expect(decision.chosen == c.chosen)
    #expect(decision.candidates.map(\.idealSize) == c.ideals)
    #expect(decision.proposal == c.proposal && decision.axes == c.axes)
  }

  @Test("the readout says which candidates fit")
  func readout() throws {
    let decision = try #require(
      ViewThatFitsRule.decide(
        idealSizes: Self.rowThenColumn, proposal: ProposedViewSize(width: 200, height: 400),
        axes: [.horizontal, .vertical]))
    #expect(decision.candidates.map(\.fits) == [false, true])
  }

  @Test("no children: no decision")
  func noChildren() {
    #expect(ViewThatFitsRule.decide(idealSizes: [], proposal: .unspecified, axes: .horizontal) == nil)
  }
}
