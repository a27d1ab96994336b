import Foundation
import PlaygroundApp
import PlaygroundUI
import Testing
import X11Host

/// `why.json` from hand-built layout records and pixel differences, without X. The records
/// model what SwiftUI's layout does (a `padding` proposes its child its own proposal less the
/// insets; a `VStack` stacks its children, so a taller child pushes the ones after it down), so
/// the expected explanations follow from Apple's layout rules, not from this app's output.
@Suite struct WhyReportTests {
  private typealias View = LayoutRecord.View

  /// An image of `width × height` pixels, clear, with opaque rectangles `[x, y, w, h]` in pixels.
  private func image(_ width: Int, _ height: Int, _ rects: [[Int]], color: SIMD4<UInt8> = SIMD4(0, 0, 0, 255))
    -> RGBAImage
  {
    var image = RGBAImage(width: width, height: height)
    for rect in rects {
      for y in rect[1]..<(rect[1] + rect[3]) {
        for x in rect[0]..<(rect[0] + rect[2]) {
          let byte = (y * width + x) * 4
          image.pixels[byte] = color.x
          image.pixels[byte + 1] = color.y
          image.pixels[byte + 2] = color.z
          image.pixels[byte + 3] = color.w
        }
      }
    }
    return image
  }

  // MARK: The padding change

  /// `VStack(alignment: .leading) { Text("A"); Text("B").padding(8); Text("C") }` at the top
  /// of a 393-pt canvas with 16-pt margins, before and after the padding becomes 4: the padding
  /// proposes its text 8 pt more (361 − 2×4 instead of 361 − 2×8), shrinks by 8 pt each way,
  /// its text moves up and left by 4, the text after it moves up by 8, and the stack shrinks.
  private func paddingRecords() -> (LayoutRecord, LayoutRecord) {
    let baseline = LayoutRecord(
      size: [393, 100], scale: 1,
      views: [
        View(id: "v", type: "VStack", parent: nil, proposal: [361, 100], frame: [16, 0, 361, 76]),
        View(id: "v.0", type: "Text", parent: 0, proposal: [361, nil], frame: [16, 0, 100, 20], text: "A"),
        View(id: "v.1", type: "padding", parent: 0, proposal: [361, nil], frame: [16, 20, 116, 36]),
        View(id: "v.1.0", type: "Text", parent: 2, proposal: [345, nil], frame: [24, 28, 100, 20], text: "B"),
        View(id: "v.2", type: "Text", parent: 0, proposal: [361, nil], frame: [16, 56, 100, 20], text: "C"),
      ])
    var actual = baseline
    actual.views[0].frame = [16, 0, 361, 68]
    actual.views[2].frame = [16, 20, 108, 28]
    actual.views[3].proposal = [353, nil]
    actual.views[3].frame = [20, 24, 100, 20]
    actual.views[4].frame = [16, 48, 100, 20]
    return (baseline, actual)
  }

  /// The texts drawn as solid boxes of their frames.
  private func paddingImages(_ baseline: LayoutRecord, _ actual: LayoutRecord) -> PixelDifference {
    func boxes(_ record: LayoutRecord) -> [[Int]] {
      record.views.filter { $0.type == "Text" }.map { $0.frame.map { Int($0) } }
    }
    return PixelDifference(baseline: image(393, 100, boxes(baseline)), actual: image(393, 100, boxes(actual)))
  }

  @Test("A padding change: the padded text is proposed 8 pt more by padding, the next text moved, the stack resized")
  func paddingChange() throws {
    let (baseline, actual) = paddingRecords()
    let report = WhyReport.explain(baseline: baseline, actual: actual, difference: paddingImages(baseline, actual))
    let byID = Dictionary(uniqueKeysWithValues: report.changes.map { ($0.id, $0) })
    #expect(byID["v.0"] == nil, "Text A did not change")
    let padded = try #require(byID["v.1.0"])
    #expect(padded.kinds == [.moved])
    #expect(padded.cause == "proposed 353×unspecified instead of 345×unspecified by padding")
    #expect(padded.before?.frame == [24, 28, 100, 20] && padded.after?.frame == [20, 24, 100, 20])
    #expect(padded.before?.proposal == [345, nil] && padded.after?.proposal == [353, nil])
    let after = try #require(byID["v.2"])
    #expect(after.kinds == [.moved])
    #expect(after.cause == "its sibling padding resized from 116×36 to 108×28")
    #expect(after.movedWithParent == false)
    let padding = try #require(byID["v.1"])
    #expect(padding.kinds == [.resized])
    #expect(
      padding.cause
        == "its own parameters changed: it proposed Text \"B\" 353×unspecified instead of 345×unspecified "
        + "for the same proposal 361×unspecified")
    let stack = try #require(byID["v"])
    #expect(stack.kinds == [.resized])
    #expect(stack.cause == "its content changed: padding resized from 116×36 to 108×28")
    #expect(
      report.summary
        == "2 views moved and 2 resized: padding proposed Text \"B\" 353×unspecified instead of 345×unspecified "
        + "for the same proposal 361×unspecified")
    // Every differing pixel is the two texts' (the boxes touch, so they are one region), none
    // the padding's or the stack's: the innermost changed views take them.
    let difference = paddingImages(baseline, actual)
    #expect(report.regions.map(\.pixels).reduce(0, +) == difference.count)
    #expect(padded.pixels + after.pixels == difference.count)
    #expect(padding.pixels == 0 && stack.pixels == 0)
    #expect(report.unattributedPixels == 0)
    // Most pixels first: the two texts lead.
    #expect(Set(report.changes.prefix(2).map(\.id)) == ["v.1.0", "v.2"])
  }

  @Test("The stack's padding changes: the stack, the only view that changed, was proposed otherwise by padding")
  func proposalNamesTheParent() {
    // `VStack { … }.padding(16)` becomes `.padding(20)`: the padding keeps its size (it fills
    // the canvas width) and proposes its stack 8 pt less.
    let baseline = LayoutRecord(
      size: [393, 100], scale: 1,
      views: [
        View(id: "p", type: "padding", parent: nil, proposal: [393, 100], frame: [0, 0, 393, 100]),
        View(id: "p.0", type: "VStack", parent: 0, proposal: [361, 68], frame: [16, 16, 361, 68]),
      ])
    var actual = baseline
    actual.views[1].proposal = [353, 60]
    actual.views[1].frame = [20, 20, 353, 60]
    let report = WhyReport.explain(
      baseline: baseline, actual: actual,
      difference: PixelDifference(
        baseline: image(393, 100, [[16, 16, 361, 68]]), actual: image(393, 100, [[20, 20, 353, 60]])))
    #expect(report.changes.map(\.id) == ["p.0"])
    #expect(report.changes[0].kinds == [.moved, .resized])
    #expect(report.changes[0].cause == "proposed 353×60 instead of 361×68 by padding")
    #expect(report.summary == "1 view moved and 1 resized: VStack was proposed 353×60 instead of 361×68 by padding")
  }

  // MARK: Text, colour, appear and disappear

  @Test("A text change resizes the text: its cause is its text, and the summary quotes both texts")
  func textChange() throws {
    let baseline = LayoutRecord(
      size: [200, 40], scale: 1,
      views: [
        View(id: "s", type: "VStack", parent: nil, proposal: [200, 40], frame: [0, 0, 200, 40]),
        View(id: "s.0", type: "Text", parent: 0, proposal: [200, nil], frame: [0, 0, 50, 20], text: "Hello"),
      ])
    var actual = baseline
    actual.views[1].text = "Hello, world"
    actual.views[1].frame = [0, 0, 120, 20]
    let report = WhyReport.explain(
      baseline: baseline, actual: actual,
      difference: PixelDifference(
        baseline: image(200, 40, [[0, 0, 50, 20]]), actual: image(200, 40, [[0, 0, 120, 20]])))
    let change = try #require(report.changes.first)
    #expect(report.changes.count == 1)
    #expect(change.kinds == [.resized, .text])
    #expect(change.label == "Text \"Hello, world\"")
    #expect(change.before?.text == "Hello" && change.after?.text == "Hello, world")
    #expect(change.cause == "its text changed")
    #expect(change.pixels == 70 * 20)
    #expect(report.summary == "1 view resized and 1 changed text: Text \"Hello\" now reads \"Hello, world\"")
  }

  @Test("A colour change: no cause to explain, the summary names both colours")
  func colourChange() throws {
    let view = View(
      id: "t", type: "Text", parent: nil, proposal: [100, 40], frame: [10, 10, 50, 20], text: "Hello",
      color: "#000000FF")
    var changed = view
    changed.color = "#FF3B30FF"
    let report = WhyReport.explain(
      baseline: LayoutRecord(size: [100, 40], scale: 1, views: [view]),
      actual: LayoutRecord(size: [100, 40], scale: 1, views: [changed]),
      difference: PixelDifference(
        baseline: image(100, 40, [[10, 10, 50, 20]]),
        actual: image(100, 40, [[10, 10, 50, 20]], color: SIMD4(255, 59, 48, 255))))
    #expect(report.changes.count == 1)
    #expect(report.changes[0].kinds == [.color])
    #expect(report.changes[0].cause == nil)
    #expect(report.changes[0].pixels == 1000)
    #expect(report.summary == "1 view changed colour: Text \"Hello\" changed colour from #000000FF to #FF3B30FF")
    #expect(report.regions == [WhyReport.Region(rect: [10, 10, 50, 20], pixels: 1000, changes: [0])])
  }

  @Test("A view that appeared and one that disappeared; a view inside the new one appeared with it")
  func appearAndDisappear() throws {
    let root = View(id: "r", type: "VStack", parent: nil, proposal: [100, 100], frame: [0, 0, 100, 100])
    let baseline = LayoutRecord(
      size: [100, 100], scale: 1,
      views: [
        root, View(id: "r.old", type: "Text", parent: 0, proposal: [100, nil], frame: [0, 0, 40, 20], text: "Old"),
      ])
    let actual = LayoutRecord(
      size: [100, 100], scale: 1,
      views: [
        root, View(id: "r.new", type: "HStack", parent: 0, proposal: [100, nil], frame: [0, 50, 60, 20]),
        View(id: "r.new.0", type: "Text", parent: 1, proposal: [60, nil], frame: [0, 50, 60, 20], text: "New"),
      ])
    let report = WhyReport.explain(
      baseline: baseline, actual: actual,
      difference: PixelDifference(
        baseline: image(100, 100, [[0, 0, 40, 20]]), actual: image(100, 100, [[0, 50, 60, 20]]))
    )
    let byID = Dictionary(uniqueKeysWithValues: report.changes.map { ($0.id, $0) })
    let gone = try #require(byID["r.old"])
    #expect(gone.kinds == [.disappeared] && gone.after == nil && gone.before?.frame == [0, 0, 40, 20])
    #expect(gone.pixels == 800)
    let stack = try #require(byID["r.new"])
    #expect(stack.kinds == [.appeared] && stack.before == nil)
    let text = try #require(byID["r.new.0"])
    #expect(text.kinds == [.appeared] && text.pixels == 1200 && stack.pixels == 0)
    // Two regions, top one first; the new text is innermost in the lower one.
    #expect(report.regions.map(\.rect) == [[0, 0, 40, 20], [0, 50, 60, 20]])
    #expect(report.regions[1].changes == [report.changes.firstIndex { $0.id == "r.new.0" }!])
    #expect(report.summary == "2 views appeared and 1 disappeared: HStack appeared; Text \"Old\" disappeared")
    let json = try #require(String(data: try report.json(), encoding: .utf8))
    #expect(json.contains("\"before\" : null"))
    #expect(json.contains("\"after\" : null"))
  }

  // MARK: Pixels no change explains

  @Test(
    "Pixels changed inside an unchanged shape go to the innermost view covering them; outside every view, unattributed")
  func regionWithoutAChangedView() throws {
    let record = LayoutRecord(
      size: [100, 100], scale: 1,
      views: [
        View(id: "z", type: "ZStack", parent: nil, proposal: [100, 100], frame: [0, 0, 60, 60]),
        View(id: "z.0", type: "Circle", parent: 0, proposal: [60, 60], frame: [10, 10, 40, 40], color: "#FF0000FF"),
      ])
    // A gradient inside the circle changed (16×16 pixels), and 4 pixels in the empty corner.
    let report = WhyReport.explain(
      baseline: record, actual: record,
      difference: PixelDifference(
        baseline: image(100, 100, []), actual: image(100, 100, [[20, 20, 16, 16], [90, 90, 2, 2]])))
    #expect(report.changes.count == 1)
    let circle = report.changes[0]
    #expect(circle.id == "z.0" && circle.kinds.isEmpty && circle.pixels == 256)
    #expect(circle.cause?.hasPrefix("its pixels changed but not its frame, text or colour") == true)
    #expect(report.unattributedPixels == 4)
    #expect(report.regions.map(\.changes) == [[0], []])
    #expect(
      report.summary
        == "No view moved, resized or changed text or colour: 256 pixels changed inside Circle, which the layout "
        + "record does not describe; 4 pixels outside every view")
  }

  @Test("The whole image changed size: every pixel differs, the canvas change leads the summary")
  func canvasSizeChange() throws {
    let baseline = LayoutRecord(
      size: [40, 30], scale: 1,
      views: [
        View(id: "c", type: "Color", parent: nil, proposal: [40, 30], frame: [0, 0, 40, 30], color: "#FFFFFFFF")
      ])
    var actual = baseline
    actual.size = [50, 30]
    actual.views[0].proposal = [50, 30]
    actual.views[0].frame = [0, 0, 50, 30]
    let report = WhyReport.explain(
      baseline: baseline, actual: actual,
      difference: PixelDifference(baseline: image(40, 30, []), actual: image(50, 30, [])))
    #expect(report.regions == [WhyReport.Region(rect: [0, 0, 50, 30], pixels: 1500, changes: [0])])
    #expect(report.changes.map(\.pixels) == [1500])
    #expect(report.changes[0].cause == "proposed 50×30 instead of 40×30 by the canvas")
    #expect(
      report.summary
        == "The canvas changed from 40×30 to 50×30 pt. 1 view resized: Color was proposed 50×30 instead of 40×30 "
        + "by the canvas")
  }

  // MARK: Regions

  @Test("Two separate blobs are two regions, in points at scale 2, top first; touching tiles are one")
  func clustering() {
    let difference = PixelDifference(
      baseline: image(100, 100, []),
      actual: image(100, 100, [[60, 4, 10, 6], [2, 40, 4, 4], [6, 44, 4, 4], [50, 80, 3, 3], [61, 88, 2, 2]]))
    let report = WhyReport.explain(
      baseline: LayoutRecord(size: [50, 50], scale: 2, views: []),
      actual: LayoutRecord(size: [50, 50], scale: 2, views: []), difference: difference)
    // [2,40]+[6,44] touch diagonally; [50,80] (tile 6,10) and [61,88] (tile 7,11) share a corner.
    #expect(
      report.regions.map(\.rect) == [[30, 2, 5, 3], [1, 20, 4, 4], [25, 40, 6.5, 5]])
    #expect(report.regions.map(\.pixels) == [60, 32, 13])
    #expect(report.unattributedPixels == 105)
    #expect(report.summary == "105 pixels differ outside every view")
  }

  @Test("Far-apart pixels in tiles that do not touch stay apart")
  func tilesThatDoNotTouch() {
    // Pixel 7 is in tile 0, pixel 16 in tile 2: tile 1 between them is clean.
    let difference = PixelDifference(baseline: image(24, 1, []), actual: image(24, 1, [[7, 0, 1, 1], [16, 0, 1, 1]]))
    let record = LayoutRecord(size: [24, 1], scale: 1, views: [])
    let report = WhyReport.explain(baseline: record, actual: record, difference: difference)
    #expect(report.regions.map(\.rect) == [[7, 0, 1, 1], [16, 0, 1, 1]])
  }

  @Test("A region goes to the innermost changed view: the text, not the stack it moved with")
  func innermostAttribution() throws {
    let baseline = LayoutRecord(
      size: [100, 100], scale: 1,
      views: [
        View(id: "s", type: "VStack", parent: nil, proposal: [100, 100], frame: [0, 0, 60, 40]),
        View(id: "s.0", type: "Text", parent: 0, proposal: [60, nil], frame: [0, 0, 60, 20], text: "Top"),
        View(id: "s.1", type: "Text", parent: 0, proposal: [60, nil], frame: [0, 20, 30, 20], text: "Bottom"),
      ])
    var actual = baseline
    for index in actual.views.indices { actual.views[index].frame[1] += 10 }
    let report = WhyReport.explain(
      baseline: baseline, actual: actual,
      difference: PixelDifference(
        baseline: image(100, 100, [[0, 0, 60, 20], [0, 20, 30, 20]]),
        actual: image(100, 100, [[0, 10, 60, 20], [0, 30, 30, 20]])))
    let byID = Dictionary(uniqueKeysWithValues: report.changes.map { ($0.id, $0) })
    let stack = try #require(byID["s"])
    #expect(stack.movedWithParent == false && stack.pixels == 0)
    #expect(stack.cause == "placed (0, 10) away by the canvas for the same proposal and size")
    let top = try #require(byID["s.0"])
    let bottom = try #require(byID["s.1"])
    #expect(top.movedWithParent && bottom.movedWithParent)
    #expect(top.cause == nil && bottom.cause == nil)
    #expect(top.pixels + bottom.pixels == 60 * 10 + 30 * 10 * 2)
    // The old top line and the new one's right half (rows 0–29) and the new bottom's lower half
    // (rows 40–49): a clean tile row between them makes two regions.
    #expect(report.regions.map(\.rect) == [[0, 0, 60, 30], [0, 40, 30, 10]])
    #expect(report.regions[0].changes.map { report.changes[$0].id }.sorted() == ["s.0", "s.1"])
    #expect(report.regions[1].changes.map { report.changes[$0].id } == ["s.1"])
    #expect(report.summary.hasPrefix("3 views moved: VStack was placed (0, 10) away by the canvas"))
    let json = try #require(String(data: try report.json(), encoding: .utf8))
    #expect(json.components(separatedBy: "\"movedWithParent\" : true").count == 3)
    #expect(!json.contains("\"movedWithParent\" : false"))
  }

  // MARK: Tolerance, rounding, determinism

  @Test("Frames equal to 1/1000 pt are unchanged; a thousandth more is a move")
  func tolerance() {
    let view = View(id: "t", type: "Text", parent: nil, proposal: [100, nil], frame: [10, 10, 50, 20], text: "Hi")
    var nearly = view
    nearly.frame = [10.0004, 10, 50.0002, 20]
    nearly.proposal = [100.0003, nil]
    var moved = view
    moved.frame = [10.002, 10, 50, 20]
    let same = PixelDifference(baseline: image(100, 40, []), actual: image(100, 40, []))
    let record = { (view: View) in LayoutRecord(size: [100, 40], scale: 1, views: [view]) }
    #expect(WhyReport.explain(baseline: record(view), actual: record(nearly), difference: same).changes.isEmpty)
    let report = WhyReport.explain(baseline: record(view), actual: record(moved), difference: same)
    #expect(report.changes.map(\.kinds) == [[.moved]])
    #expect(report.changes[0].after?.frame == [10.002, 10, 50, 20])
  }

  @Test("json(): sorted keys, numbers rounded to 1/1000, null cause, byte-identical twice")
  func json() throws {
    let view = View(
      id: "t", type: "Text", parent: nil, proposal: [0.1 + 0.2, nil], frame: [1 / 3, 0, 50, 20], text: "A")
    var moved = view
    moved.frame = [2 / 3, 0, 50, 20]
    moved.color = "#000000FF"
    let difference = PixelDifference(baseline: image(60, 20, []), actual: image(60, 20, [[1, 0, 50, 20]]))
    let report = WhyReport.explain(
      baseline: LayoutRecord(size: [60, 20], scale: 1, views: [view]),
      actual: LayoutRecord(size: [60, 20], scale: 1, views: [moved]), difference: difference)
    let data = try report.json()
    #expect(data == (try report.json()))
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(text.contains("0.333") && text.contains("0.667") && text.contains("0.3,") && !text.contains("0.3333"))
    #expect(
      try WhyReport.explain(
        baseline: LayoutRecord(size: [60, 20], scale: 1, views: [view]),
        actual: LayoutRecord(size: [60, 20], scale: 1, views: [moved]), difference: difference
      ).json() == data)
    // Keys in order, and decoding gives the report back.
    let top = try #require(text.range(of: "\"changes\"")?.lowerBound)
    #expect(
      top < text.range(of: "\"regions\"")!.lowerBound
        && text.range(of: "\"regions\"")!.lowerBound < text.range(of: "\"summary\"")!.lowerBound)
    #expect(try JSONDecoder().decode(WhyReport.self, from: data) == report)
  }

  @Test("Pixels split among a region's views by overlap, largest remainder first, ties to tree order")
  func splitting() throws {
    // Two texts side by side changed colour; one region covers both, 2:1 by area.
    let baseline = LayoutRecord(
      size: [30, 8], scale: 1,
      views: [
        View(id: "h", type: "HStack", parent: nil, proposal: [30, 8], frame: [0, 0, 30, 8]),
        View(
          id: "h.0", type: "Text", parent: 0, proposal: [30, 8], frame: [0, 0, 20, 8], text: "a", color: "#000000FF"),
        View(
          id: "h.1", type: "Text", parent: 0, proposal: [10, 8], frame: [20, 0, 10, 8], text: "b", color: "#000000FF"),
      ])
    var actual = baseline
    actual.views[1].color = "#FFFFFFFF"
    actual.views[2].color = "#FFFFFFFF"
    // 31 differing pixels: a 30-wide row plus one.
    let report = WhyReport.explain(
      baseline: baseline, actual: actual,
      difference: PixelDifference(baseline: image(30, 8, []), actual: image(30, 8, [[0, 0, 30, 1], [0, 1, 1, 1]])))
    // The region is [0, 0, 30, 2]: overlap 40 and 20 → 31 × 2/3 = 20.67 and 10.33 → 21 and 10.
    #expect(report.changes.map(\.id) == ["h.0", "h.1"])
    #expect(report.changes.map(\.pixels) == [21, 10])
    #expect(
      report.summary == "2 views changed colour: Text \"a\" changed colour from #000000FF to #FFFFFFFF; "
        + "Text \"b\" changed colour from #000000FF to #FFFFFFFF")
  }

  // MARK: Causes the records can tell apart

  /// `HStack { Text("A"); Image(…) }` (centred vertically) whose image grows from 20 to 40 pt
  /// tall with the same proposal: the stack grows to the image's height and centres the text in it.
  @Test("A view pushed by its parent's new size, the parent grown by a child, the child resized by itself")
  func parentResizedBySibling() throws {
    let baseline = LayoutRecord(
      size: [100, 40], scale: 1,
      views: [
        View(id: "h", type: "HStack", parent: nil, proposal: [100, 40], frame: [0, 0, 60, 20]),
        View(id: "h.0", type: "Text", parent: 0, proposal: [40, 40], frame: [0, 0, 40, 20], text: "A"),
        View(id: "h.1", type: "Image", parent: 0, proposal: [20, 40], frame: [40, 0, 20, 20]),
      ])
    var actual = baseline
    actual.views[0].frame = [0, 0, 60, 40]
    actual.views[1].frame = [0, 10, 40, 20]
    actual.views[2].frame = [40, 0, 20, 40]
    let report = WhyReport.explain(
      baseline: baseline, actual: actual,
      difference: PixelDifference(
        baseline: image(100, 40, [[0, 0, 40, 20], [40, 0, 20, 20]]),
        actual: image(100, 40, [[0, 10, 40, 20], [40, 0, 20, 40]])))
    let byID = Dictionary(uniqueKeysWithValues: report.changes.map { ($0.id, $0) })
    #expect(byID["h.0"]?.cause == "its parent HStack resized from 60×20 to 60×40")
    #expect(byID["h.0"]?.movedWithParent == false)
    #expect(byID["h"]?.cause == "its content changed: Image resized from 20×20 to 20×40")
    #expect(byID["h.1"]?.cause == "resized from 20×20 to 20×40 for the same proposal 20×40")
    #expect(
      report.summary == "1 view moved and 2 resized: Image resized from 20×20 to 20×40 for the same proposal 20×40")
  }

  @Test("An unbounded proposal is written \"infinity\"; a view no longer placed says so")
  func unboundedAndUnplaced() throws {
    let view = View(id: "s", type: "ScrollView", parent: nil, proposal: [100, 100], frame: [0, 0, 100, 100])
    let baseline = LayoutRecord(
      size: [100, 100], scale: 1,
      views: [view, View(id: "s.0", type: "VStack", parent: 0, proposal: [100, nil], frame: [0, 0, 100, 300])])
    var actual = baseline
    actual.views[1].proposal = [100, .infinity]
    actual.views[1].frame = [0, 0, 100, 320]
    let same = PixelDifference(baseline: image(100, 100, []), actual: image(100, 100, []))
    let report = WhyReport.explain(baseline: baseline, actual: actual, difference: same)
    #expect(report.changes[0].cause == "proposed 100×infinity instead of 100×unspecified by ScrollView")
    let json = try #require(String(data: try report.json(), encoding: .utf8))
    #expect(json.contains("\"infinity\""))
    var unplaced = baseline
    unplaced.views[1].proposal = nil
    unplaced.views[1].frame = [0, 0, 0, 0]
    let hidden = WhyReport.explain(baseline: baseline, actual: unplaced, difference: same)
    #expect(hidden.changes[0].cause == "not placed by ScrollView in this run (proposed 100×unspecified before)")
    let hiddenJSON = try #require(String(data: try hidden.json(), encoding: .utf8))
    #expect(hiddenJSON.contains("\"proposal\" : null"))
  }

  @Test("A move and a changed gradient: the summary names both")
  func changeAndUnseenPixels() {
    let baseline = LayoutRecord(
      size: [100, 100], scale: 1,
      views: [
        View(id: "z", type: "ZStack", parent: nil, proposal: [100, 100], frame: [0, 0, 100, 100]),
        View(id: "z.0", type: "Rectangle", parent: 0, proposal: [100, 100], frame: [0, 0, 100, 40]),
        View(id: "z.1", type: "Text", parent: 0, proposal: [100, 100], frame: [0, 60, 20, 20], text: "T"),
      ])
    var actual = baseline
    actual.views[2].frame = [10, 60, 20, 20]
    let report = WhyReport.explain(
      baseline: baseline, actual: actual,
      difference: PixelDifference(
        baseline: image(100, 100, [[0, 60, 20, 20]]), actual: image(100, 100, [[0, 0, 8, 8], [10, 60, 20, 20]])))
    #expect(report.changes.map(\.id) == ["z.1", "z.0"])
    #expect(report.changes.map(\.pixels) == [400, 64])
    #expect(
      report.summary
        == "1 view moved: Text \"T\" was placed (10, 0) away by ZStack for the same proposal and size; "
        + "64 pixels also changed inside Rectangle, which the layout record does not describe")
  }

  @Test("A full 1179×2556 difference at scale 3 is one region, explained in well under the time of a render")
  func fullSizeSnapshotIsLinear() {
    let record = LayoutRecord(
      size: [393, 852], scale: 3,
      views: [View(id: "c", type: "Color", parent: nil, proposal: [393, 852], frame: [0, 0, 393, 852])])
    var changed = RGBAImage(width: 1179, height: 2556)
    for byte in stride(from: 3, to: changed.pixels.count, by: 4) { changed.pixels[byte] = 255 }
    let difference = PixelDifference(baseline: RGBAImage(width: 1179, height: 2556), actual: changed)
    let clock = ContinuousClock()
    var report: WhyReport?
    let elapsed = clock.measure { report = WhyReport.explain(baseline: record, actual: record, difference: difference) }
    #expect(report?.regions == [WhyReport.Region(rect: [0, 0, 393, 852], pixels: 1179 * 2556, changes: [0])])
    // About 0.3 s in a debug build on this machine; quadratic work would take minutes.
    #expect(elapsed < .seconds(10))
  }

  /// `HStack { Text("Hi"); Text("B") }` where the first text becomes "Hello there": the stack
  /// proposes both texts anew (its proposals follow its children's sizes), so the proposal
  /// change of the text that grew does not hide that its text is the root of the change.
  @Test("A text change in a stack is the root even when the stack also proposed it otherwise")
  func textInAStack() throws {
    let baseline = LayoutRecord(
      size: [100, 20], scale: 1,
      views: [
        View(id: "h", type: "HStack", parent: nil, proposal: [100, 20], frame: [0, 0, 40, 20]),
        View(id: "h.0", type: "Text", parent: 0, proposal: [50, 20], frame: [0, 0, 20, 20], text: "Hi"),
        View(id: "h.1", type: "Text", parent: 0, proposal: [80, 20], frame: [20, 0, 20, 20], text: "B"),
      ])
    var actual = baseline
    actual.views[0].frame = [0, 0, 90, 20]
    actual.views[1].text = "Hello there"
    actual.views[1].proposal = [80, 20]
    actual.views[1].frame = [0, 0, 70, 20]
    actual.views[2].proposal = [30, 20]
    actual.views[2].frame = [70, 0, 20, 20]
    let report = WhyReport.explain(
      baseline: baseline, actual: actual,
      difference: PixelDifference(
        baseline: image(100, 20, [[0, 0, 20, 20], [20, 0, 20, 20]]),
        actual: image(100, 20, [[0, 0, 70, 20], [70, 0, 20, 20]])))
    let byID = Dictionary(uniqueKeysWithValues: report.changes.map { ($0.id, $0) })
    #expect(byID["h.0"]?.cause == "its text changed (and it was proposed 80×20 instead of 50×20)")
    #expect(byID["h"]?.cause == "its content changed: Text \"Hello there\" resized from 20×20 to 70×20")
    #expect(byID["h.1"]?.cause == "proposed 30×20 instead of 80×20 by HStack")
    #expect(report.summary == "1 view moved, 2 resized and 1 changed text: Text \"Hi\" now reads \"Hello there\"")
  }

  @Test("Another scale: every pixel differs, said first, and the unchanged view takes them")
  func scaleChange() {
    let views = [View(id: "c", type: "Color", parent: nil, proposal: [10, 10], frame: [0, 0, 10, 10])]
    let report = WhyReport.explain(
      baseline: LayoutRecord(size: [10, 10], scale: 2, views: views),
      actual: LayoutRecord(size: [10, 10], scale: 3, views: views),
      difference: PixelDifference(baseline: image(20, 20, []), actual: image(30, 30, [])))
    #expect(report.regions == [WhyReport.Region(rect: [0, 0, 10, 10], pixels: 900, changes: [0])])
    #expect(
      report.summary
        == "The scale changed from 2× to 3×, so every pixel differs. No view moved, resized or changed text or "
        + "colour: 900 pixels changed inside Color, which the layout record does not describe")
  }
}
