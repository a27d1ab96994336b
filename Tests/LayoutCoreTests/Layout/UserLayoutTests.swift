import LayoutCore
import Testing

// Layouts written the way the articles and SwiftUI users write them: a struct conforming to
// `Layout`, nothing but `sizeThatFits` and `placeSubviews` (plus a cache or a key), using only
// the SwiftUI API surface.

/// An article-style flow in a user's own words. `countsItems: false` keeps the articles'
/// `x > 0` test for "the line has started", which CSS gets right and the articles do not.
private struct UserFlow: Layout {
  var spacing: CGFloat = 8
  var countsItems = true

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrange(subviews.map { $0.sizeThatFits(.unspecified) }, in: proposal.width ?? .infinity).size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let origins = arrange(sizes, in: proposal.width ?? bounds.width).origins
    for (subview, (origin, size)) in zip(subviews, zip(origins, sizes)) {
      subview.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
        proposal: ProposedViewSize(size))
    }
  }

  private func arrange(_ sizes: [CGSize], in width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var lineHeight: CGFloat = 0
    var widest: CGFloat = 0
    var onLine = 0
    for size in sizes {
      let started = countsItems ? onLine > 0 : x > 0
      if started && x + size.width > width {
        x = 0
        y += lineHeight + spacing
        lineHeight = 0
        onLine = 0
      }
      origins.append(CGPoint(x: x, y: y))
      lineHeight = max(lineHeight, size.height)
      widest = max(widest, x + size.width)
      x += size.width + spacing
      onLine += 1
    }
    return (origins, CGSize(width: widest, height: y + lineHeight))
  }
}

/// The order in which a subview wants to appear, as `.layoutValue(key: Rank.self, value: 2)`.
private struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// A label a subview may carry; nil by default.
private struct Caption: LayoutValueKey {
  static let defaultValue: String? = nil
}

/// Stacks subviews top to bottom in ascending `Rank` (ties keep their order).
private struct RankedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }
}

/// Remembers its subviews' sizes in a cache and prefers 20 pt around itself.
private struct CachedRow: Layout {
  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
  }

  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    ViewSpacing(uniform: 20)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    CGSize(width: cache.sizes.map(\.width).reduce(0, +), height: cache.sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    var x = bounds.minX
    for (subview, size) in zip(subviews, cache.sizes) {
      subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))
      x += size.width
    }
  }
}

/// The first subview full width on top; the rest share a row below (uses `dropFirst`).
private struct HeaderAndRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let header = subviews.first?.sizeThatFits(.unspecified) else { return .zero }
    let rest = subviews.dropFirst().map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: max(header.width, rest.map(\.width).reduce(0, +)),
      height: header.height + (rest.map(\.height).max() ?? 0))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let header = subviews.first else { return }
    header.place(at: bounds.origin, proposal: .unspecified)
    var x = bounds.minX
    let y = bounds.minY + header.sizeThatFits(.unspecified).height
    for subview in subviews.dropFirst() {
      subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width
    }
  }
}

/// A row that reports an explicit first-text baseline 3 pt above its bottom.
private struct BaselineRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 40, height: 30)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    guide == .firstTextBaseline ? bounds.maxY - 3 : nil
  }
}

/// The `Layout` protocol as user code sees it.
@Suite("User-written layouts")
struct UserLayoutTests {
  @Test("an article-style flow: docs/command-line.md's example")
  func specExample() {
    let result = layOut(UserFlow(), boxes([(50, 20), (120, 30)]), ProposedViewSize(width: 300, height: nil))
    #expect(result.bounds.size == CGSize(width: 178, height: 30))
    #expect(
      result.frames == [
        CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 58, y: 0, width: 120, height: 30),
      ])
  }

  @Test("the articles' x > 0 test keeps a too-wide item beside zero-width ones; counting items wraps it")
  func articleZeroWidthBug() {
    let sizes: [(CGFloat, CGFloat)] = [(0, 10), (0, 10), (150, 20)]
    let proposal = ProposedViewSize(width: 100, height: nil)
    let article = layOut(UserFlow(spacing: 0, countsItems: false), boxes(sizes), proposal)
    #expect(article.frames[2].minY == 0, "the articles' rule, reproduced")
    let css = layOut(UserFlow(spacing: 0), boxes(sizes), proposal)
    #expect(css.frames[2].origin == CGPoint(x: 0, y: 10))
    let engine = layOut(FlowLayout(horizontalSpacing: 0, verticalSpacing: 0), boxes(sizes), proposal)
    #expect(engine.frames == css.frames)
  }

  @Test("LayoutValueKey: subview[Key.self] reads the value a subview set, or the default")
  func layoutValueKey() {
    let third = ValueBox(width: 10, height: 30).setting(Rank.self, 3)
    let first = ValueBox(width: 20, height: 10).setting(Rank.self, -1).setting(Caption.self, "top")
    let unranked = ValueBox(width: 30, height: 20)
    let container = LayoutContainer(RankedColumn(), children: [third, first, unranked])
    let bounds = container.layOut(proposal: .unspecified, at: CGPoint(x: 5, y: 5))

    #expect(bounds.size == CGSize(width: 30, height: 60))
    #expect(first.frame.origin == CGPoint(x: 5, y: 5))
    #expect(unranked.frame.origin == CGPoint(x: 5, y: 15))
    #expect(third.frame.origin == CGPoint(x: 5, y: 35))
    let subviews = container.driver.subviews
    #expect(subviews.map { $0[Rank.self] } == [3, -1, 0])
    #expect(subviews.map { $0[Caption.self] } == [nil, "top", nil])
  }

  @Test("a custom Cache feeds sizeThatFits and placeSubviews; its spacing reaches the parent")
  func customCache() {
    let row = LayoutContainer(CachedRow(), children: boxes([(10, 10), (15, 30)]))
    let neighbour = FixedBox(width: 5, height: 5)
    let result = layOut(HStackLayout(alignment: .top), [row, neighbour], .unspecified)
    #expect(row.frame == CGRect(x: 0, y: 0, width: 25, height: 30))
    #expect(
      row.driver.items.map { frame(of: $0) } == [
        CGRect(x: 0, y: 10, width: 10, height: 10), CGRect(x: 10, y: 0, width: 15, height: 30),
      ])
    // max(row's trailing 20, the neighbour's default leading 8) = 20.
    #expect(result.frames[1].minX == 45)
  }

  @Test("subviews.dropFirst() and slices address the right subviews, indexed from 0 as SwiftUI's are")
  func slices() {
    let items = boxes([(100, 10), (20, 5), (30, 7)])
    let container = LayoutContainer(HeaderAndRow(), children: items)
    #expect(container.layOut(proposal: .unspecified).size == CGSize(width: 100, height: 17))
    #expect(items.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
    let subviews = container.driver.subviews
    let tail = subviews.dropFirst()
    #expect(tail.startIndex == 0 && tail.count == 2)
    #expect(tail.first == subviews[1] && tail[0] == subviews[1] && tail[1] == subviews[2])
    #expect(subviews[1..<3].map { $0.sizeThatFits(.unspecified).width } == [20, 30])
    // A slice of a slice, indexed from 0 (layouts recurse this way on the rest of their subviews).
    #expect(subviews[1..<3][1..<2].first == subviews[2])
  }

  @Test(
    "explicitAlignment(of:) of a user layout is honoured by a parent stack, also through AnyLayout",
    arguments: [false, true])
  func explicitAlignment(erased: Bool) {
    let row: any LayoutItem =
      erased
      ? LayoutContainer(AnyLayout(BaselineRow()), children: []) : LayoutContainer(BaselineRow(), children: [])
    let label = ValueBox(width: 20, height: 10)
    label.explicitVertical = [.firstTextBaseline: 8]
    let result = layOut(HStackLayout(alignment: .firstTextBaseline, spacing: 0), [row, label], .unspecified)
    // The row's baseline is 27 from its top, the label's 8: the label's top at 19.
    #expect(
      result.frames == [
        CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 40, y: 19, width: 20, height: 10),
      ])
    #expect(result.bounds.size == CGSize(width: 60, height: 30))
  }

  @Test("guides a layout does not set keep their defaults")
  func unsetGuides() {
    let dimensions = LayoutContainer(BaselineRow(), children: []).dimensions(in: .unspecified)
    #expect(dimensions[explicit: VerticalAlignment.firstTextBaseline] == 27)
    #expect(dimensions[explicit: VerticalAlignment.top] == nil)
    #expect(dimensions[.lastTextBaseline] == 30 && dimensions[.trailing] == 40)
  }
}
