import Demos
import PlaygroundApp
import PlaygroundUI
import Testing

/// A preview with state: a counter the tests click, body text and an HStack whose order shows
/// the layout direction.
private struct Probe: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Button("Count \(count)") { count += 1 }
      Text("Aa")
      HStack {
        Text("Left")
        Text("Right")
      }
    }
  }
}

/// The window's variants grid (`open --variants`, `V`) without X or a compiler: previews given
/// directly, as a loaded build registers them. The expectations are Apple's: a dark cell
/// resolves `Color.primary` (the default text colour) to white, `.body` is 40 pt at
/// `accessibility3` (Human Interface Guidelines, "Dynamic Type sizes", iOS), a right-to-left
/// cell lays an HStack's first view at the trailing (right) edge.
@MainActor
@Suite struct VariantsGridTests {
  private let window = CGSize(width: 1200, height: 900)

  private func entry(_ name: String = "Probe") -> PreviewEntry {
    PreviewEntry(name: name, file: "Probe.swift", line: 1) { Probe() }
  }

  private func session(_ spec: String?, previews: [String] = ["Probe"]) throws -> OpenSession {
    let session = OpenSession(measurer: FakeTextMeasurer(), variants: try spec.map { try VariantSpec($0) })
    session.load(previews.map { entry($0) }, milliseconds: nil)
    render(session, at: 0)
    return session
  }

  private func render(_ session: OpenSession, at time: Double) {
    _ = session.graph.render(size: window, time: time)
  }

  /// The drawn texts grouped by cell: every text after a cell's label, up to the next label,
  /// in drawing order.
  private func cells(_ session: OpenSession, labels: [String]) -> [String: [TracedView]] {
    var cells: [String: [TracedView]] = [:]
    var current: String?
    for view in session.graph.tracedViews where view.kind == "text" {
      if labels.contains(view.detail) {
        current = view.detail
        cells[view.detail] = []
      } else if let current {
        cells[current, default: []].append(view)
      }
    }
    return cells
  }

  private func drawnTexts(_ session: OpenSession, at time: Double) -> [TextDrawing] {
    session.graph.render(size: window, time: time).items.compactMap { if case .text(let t) = $0 { t } else { nil } }
  }

  @Test func theGridHasOneLabelledCellPerVariantInTheSpecsOrder() throws {
    let session = try session("scheme=light,dark;type=large,accessibility3")
    let labels = ["light · large", "light · accessibility3", "dark · large", "dark · accessibility3"]
    let drawn = session.graph.tracedViews.filter { $0.kind == "text" }.map(\.detail)
    #expect(drawn.filter { labels.contains($0) } == labels)
    #expect(drawn.filter { $0 == "Aa" }.count == 4, "the preview once per cell")
    let cells = cells(session, labels: labels)
    #expect(labels.allSatisfy { cells[$0]?.map(\.detail) == ["Count 0", "Aa", "Left", "Right"] })
    // Each label sits above its cell's preview.
    for label in labels {
      let labelFrame = try #require(session.graph.tracedViews.first { $0.detail == label }).frame
      let count = try #require(cells[label]?.first).frame
      #expect(labelFrame.maxY <= count.minY)
    }
  }

  @Test func aDarkCellResolvesPrimaryToWhiteAndALightOneToBlack() throws {
    let session = try session("scheme=light,dark")
    let texts = drawnTexts(session, at: 0).filter { $0.string == "Aa" }
    try #require(texts.count == 2)
    let light = texts[0].color
    #expect([light.red, light.green, light.blue] == [0, 0, 0], "light: black")
    #expect(texts[1].color == RGBAColor(red: 1, green: 1, blue: 1), "dark: white")
  }

  @Test func anAccessibility3CellDrawsBodyTextAt40Points() throws {
    // `width` cells are not scaled, so the drawn sizes are the points themselves.
    let unscaled = try session("width=300;type=large,accessibility3")
    #expect(drawnTexts(unscaled, at: 0).filter { $0.string == "Aa" }.map(\.font.size) == [17, 40])
    // Screens are scaled, every cell by the same factor.
    let scaled = try session("type=large,accessibility3")
    let sizes = drawnTexts(scaled, at: 0).filter { $0.string == "Aa" }.map(\.font.size)
    try #require(sizes.count == 2)
    #expect(sizes[0] < 17 && abs(sizes[1] / sizes[0] - 40.0 / 17.0) < 0.001, "\(sizes)")
  }

  @Test func aRightToLeftCellMirrorsAnHStackAsAnArabicLocaleDoes() throws {
    let labels = ["ltr", "rtl"]
    let direction = try session("direction=ltr,rtl")
    let byDirection = cells(direction, labels: labels)
    func order(_ views: [TracedView]?) throws -> Bool {
      let left = try #require(views?.first { $0.detail == "Left" }).frame
      let right = try #require(views?.first { $0.detail == "Right" }).frame
      return left.midX < right.midX
    }
    #expect(try order(byDirection["ltr"]), "left to right: the first view on the left")
    #expect(try !order(byDirection["rtl"]), "right to left: the first view on the right")
    let locale = try session("locale=en,ar")
    let byLocale = cells(locale, labels: ["en", "ar"])
    #expect(try order(byLocale["en"]))
    #expect(try !order(byLocale["ar"]), "Arabic is written right to left")
  }

  @Test func eachCellKeepsItsOwnStateThroughClicksReloadsAndPreviewSwitches() throws {
    // Four iPhone screens in the window: scaled down, so a click must go through the scale.
    let session = try session("device=iphone;scheme=light,dark;type=large,xxxLarge", previews: ["One", "Two"])
    let labels = [
      "iphone · light · large", "iphone · light · xxxLarge", "iphone · dark · large", "iphone · dark · xxxLarge",
    ]
    let target = try #require(cells(session, labels: labels)["iphone · dark · large"]?.first { $0.detail == "Count 0" })
    let drawn = try #require(drawnTexts(session, at: 0).first { $0.string == "Count 0" })
    #expect(drawn.font.size < 17, "the cell is scaled down: \(drawn.font.size)")
    session.graph.click(at: CGPoint(x: target.frame.midX, y: target.frame.midY), time: 0)
    render(session, at: 0.1)
    func counts() -> [String] { labels.map { cells(session, labels: labels)[$0]?.first?.detail ?? "none" } }
    #expect(counts() == ["Count 0", "Count 0", "Count 1", "Count 0"], "only the clicked cell counts")
    // A resize rearranges the cells (two rows of two); each keeps its count.
    _ = session.graph.render(size: CGSize(width: 700, height: 900), time: 0.2)
    #expect(counts() == ["Count 0", "Count 0", "Count 1", "Count 0"], "a resize keeps each cell's state")
    session.load([entry("One"), entry("Two")], milliseconds: 120)
    render(session, at: 1)
    #expect(counts() == ["Count 0", "Count 0", "Count 1", "Count 0"], "a reload keeps each cell's state")
    _ = session.handle(.character("]"))
    render(session, at: 2)
    #expect(session.selectedName == "Two" && session.showsVariants, "another preview, the grid still on")
    #expect(counts() == ["Count 0", "Count 0", "Count 0", "Count 0"], "that preview's cells have state of their own")
  }

  @Test func vTogglesTheGridWithXcodesDefaultVariantsWhenNoSpecIsGiven() throws {
    let session = try session(nil)
    var toggles: [Bool] = []
    session.onVariantsToggle = { toggles.append($0) }
    #expect(!session.showsVariants)
    #expect(session.graph.tracedViews.filter { $0.detail == "Aa" }.count == 1)
    #expect(session.handle(.character("v")) == .none)
    render(session, at: 1)
    let labels = session.graph.tracedViews.map(\.detail).filter { $0.contains(" · ") }
    #expect(labels == ["light · large", "light · accessibility3", "dark · large", "dark · accessibility3"])
    _ = session.handle(.character("V"))
    render(session, at: 2)
    #expect(session.graph.tracedViews.filter { $0.detail == "Aa" }.count == 1)
    #expect(toggles == [true, false])
  }

  @Test func cellsThatDoNotFitTheWindowScroll() throws {
    let session = OpenSession(
      measurer: FakeTextMeasurer(),
      variants: try VariantSpec("device=iphone;scheme=light,dark;type=xSmall,small,large,xxxLarge,accessibility3"))
    session.load([entry()], milliseconds: nil)
    let small = CGSize(width: 500, height: 400)
    _ = session.graph.render(size: small, time: 0)
    func label(_ text: String) -> CGRect? { session.graph.tracedViews.last { $0.detail == text }?.frame }
    #expect(label("iphone · light · xSmall") != nil)
    #expect(label("iphone · dark · accessibility3") == nil, "the last row is below the window, not drawn")
    // Four screens at about a quarter (104 pt) fit a row of 500 pt; the labels, longer than a
    // cell, are truncated rather than widening it.
    let rows = Set(session.graph.tracedViews.filter { $0.detail.hasPrefix("iphone ·") }.map(\.frame.minY))
    let firstRow = session.graph.tracedViews.filter { $0.detail.hasPrefix("iphone ·") && $0.frame.minY == rows.min() }
    #expect(firstRow.count == 4, "\(firstRow.map(\.detail))")
    _ = session.handle(.end)
    _ = session.graph.render(size: small, time: 1)
    let last = try #require(label("iphone · dark · accessibility3"), "scrolled to the end, it shows")
    #expect(last.maxY <= small.height)
  }

  @Test func aWidthVariantProposesThatWidthOnAPlainCanvas() throws {
    let session = OpenSession(measurer: FakeTextMeasurer(), variants: try VariantSpec("width=200,320"))
    let bar = PreviewEntry(name: "Bar", file: "Bar.swift", line: 1) {
      Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(height: 30)
    }
    session.load([bar], milliseconds: nil)
    let list = session.graph.render(size: window, time: 0)
    let bars = list.items.compactMap {
      if case .shape(let s) = $0, s.color == RGBAColor(red: 1, green: 0, blue: 0) { s } else { nil }
    }
    #expect(bars.map(\.rect.width) == [200, 320])
    #expect(bars.map(\.rect.height) == [30, 30], "as tall as the preview fits")
  }

  @Test func theCellsTakeTheLargestScaleAtWhichTheyFitElseTheGridScrolls() {
    let phone = VariantScreen.screen(CGSize(width: 393, height: 852))
    // Four phones in 1200 × 900: one row of four (the width less the padding and three gaps,
    // over four screens) beats two rows of two, which the height limits to under a half.
    let four = VariantGridMetrics(screens: Array(repeating: phone, count: 4), room: CGSize(width: 1200, height: 900))
    #expect(four.columns == 4)
    #expect(abs(four.scale - (1200 - 32 - 48) / (4 * 393)) < 0.0001)
    // In a tall window two rows of two fit at full size, better than one column or one row.
    let tall = VariantGridMetrics(screens: Array(repeating: phone, count: 4), room: CGSize(width: 900, height: 1800))
    #expect(tall.columns == 2 && tall.scale == 1)
    // Twelve in a small window would be unreadable: the smallest scale, as many across as fit
    // (five), the rows scrolling.
    let many = VariantGridMetrics(screens: Array(repeating: phone, count: 12), room: CGSize(width: 600, height: 400))
    #expect(many.columns == 5)
    #expect(many.scale >= 0.25 && many.scale < 0.3, "a quarter is the smallest")
  }
}
