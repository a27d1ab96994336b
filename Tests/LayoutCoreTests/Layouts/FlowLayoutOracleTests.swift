import Foundation
import LayoutCore
import TestSupport
import Testing

/// `FlowLayout` against what Chrome computed for the same flex-wrap layout (the public fixtures
/// in `Fixtures/`): every item's origin and the container size, within the case's tolerance.
@Suite("FlowLayout vs. the Chrome oracle")
struct FlowLayoutOracleTests {
  static let publicCaseCount = 240

  @Test("the public fixtures load: 240 flow cases, one expectation each")
  func fixturesLoad() throws {
    let fixtures = OracleFixtures.shared
    #expect(fixtures.loadError == nil, "\(fixtures.loadError ?? "")")
    #expect(fixtures.cases.count == Self.publicCaseCount)
    #expect(fixtures.expected.count == fixtures.cases.count)
    #expect(fixtures.cases.allSatisfy { $0.layout == "flow" })
    // docs/layout-semantics.md, “Chrome's rules”: 240 cases holding 16,209 items.
    #expect(fixtures.cases.reduce(0) { $0 + $1.items.count } == 16_209)
  }

  @Test("matches Chrome", arguments: 0..<publicCaseCount)
  func matchesChrome(caseIndex: Int) throws {
    let fixtures = OracleFixtures.shared
    let input = try #require(
      caseIndex < fixtures.cases.count ? fixtures.cases[caseIndex] : nil,
      "case \(caseIndex): fixtures not loaded (\(fixtures.loadError ?? "too few cases"))")
    let expected = fixtures.expected[caseIndex]
    let alignment = try #require(
      HorizontalAlignment(oracleName: input.alignment),
      "case \(caseIndex): unknown alignment \(input.alignment)")
    let items = input.items.map { FixedBox(width: CGFloat($0[0]), height: CGFloat($0[1])) }
    let container = LayoutContainer(
      FlowLayout(
        horizontalSpacing: CGFloat(input.hspacing), verticalSpacing: CGFloat(input.vspacing),
        alignment: alignment),
      children: items)

    let bounds = container.layOut(
      proposal: ProposedViewSize(
        width: input.width.map { CGFloat($0) }, height: input.height.map { CGFloat($0) }),
      at: .zero)

    let tolerance = CGFloat(expected.tol) + 1e-9
    #expect(
      close(bounds.width, CGFloat(expected.size[0]), tolerance)
        && close(bounds.height, CGFloat(expected.size[1]), tolerance),
      "case \(caseIndex): size \(bounds.size), Chrome \(expected.size) (tol \(expected.tol))")
    try #require(
      expected.origins.count == items.count,
      "case \(caseIndex): \(items.count) items, \(expected.origins.count) expected origins")
    var mismatches: [String] = []
    for (index, item) in items.enumerated() {
      let origin = expected.origins[index]
      if !close(item.frame.minX, CGFloat(origin[0]), tolerance)
        || !close(item.frame.minY, CGFloat(origin[1]), tolerance)
      {
        mismatches.append("item \(index) at \(item.frame.origin), Chrome \(origin)")
      }
    }
    #expect(
      mismatches.isEmpty,
      """
      case \(caseIndex) (\(input.alignment), width \(input.width.map { "\($0)" } ?? "nil"), \
      \(items.count) items): \(mismatches.count) origins differ from Chrome (tol \(expected.tol)): \
      \(mismatches.prefix(5).joined(separator: "; "))
      """)
  }
}
