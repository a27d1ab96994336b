import Foundation
import PlaygroundApp
import PlaygroundUI
import Testing
import X11Host

/// `why.json` over records captured from real layouts (the fake text measurer: every character
/// 0.6 em wide, 1 em tall), so the explanations hold for the nodes the graph really has (the
/// padding node between a stack and its text, the modifiers around a text), not only for
/// hand-built trees. The pixels stand in for the drawing: each text a solid box of its frame.
@MainActor
@Suite struct WhyReportCapturedTests {
  private let size = CGSize(width: 393, height: 300)

  private func capture(_ view: some View) -> LayoutRecord {
    let graph = ViewGraph(measurer: FakeTextMeasurer(), root: view)
    let list = graph.render(size: size, time: 0)
    return LayoutRecord.capture(graph: graph, list: list, size: size, scale: 1)
  }

  /// Every text of the record drawn as a black box of its frame.
  private func picture(_ record: LayoutRecord) -> RGBAImage {
    var image = RGBAImage(width: Int(size.width), height: Int(size.height))
    for view in record.views where view.text != nil && view.type.contains("Text") {
      let (x, y) = (Int(view.frame[0].rounded()), Int(view.frame[1].rounded()))
      let (width, height) = (Int(view.frame[2].rounded()), Int(view.frame[3].rounded()))
      for row in max(y, 0)..<min(y + height, image.height) {
        for column in max(x, 0)..<min(x + width, image.width) {
          image.pixels[(row * image.width + column) * 4 + 3] = 255
        }
      }
    }
    return image
  }

  private func card(padding: CGFloat) -> some View {
    VStack(alignment: .leading) {
      Text("Title")
      Text("Body").padding(padding)
      Text("Footer")
    }
  }

  /// `padding(8)` becoming `padding(4)` in a leading-aligned `VStack` centred in the canvas:
  /// SwiftUI's padding proposes its child its offer less the insets (so 8 pt more now) and is
  /// its child's size plus the insets (so 8 pt smaller each way); the stack, 8 pt shorter, is
  /// re-centred 4 pt lower, carrying the title with it; the footer ends 4 pt higher.
  @Test(
    "A padding edit in a captured card: the padded text's new proposal by padding, the title carried, the footer pushed"
  )
  func paddingEdit() throws {
    let baseline = capture(card(padding: 8))
    let actual = capture(card(padding: 4))
    let report = WhyReport.explain(
      baseline: baseline, actual: actual,
      difference: PixelDifference(baseline: picture(baseline), actual: picture(actual)))
    let title = try #require(report.changes.first { $0.after?.text == "Title" })
    let body = try #require(report.changes.first { $0.after?.text == "Body" && $0.type.contains("Text") })
    let footer = try #require(report.changes.first { $0.after?.text == "Footer" })
    let padding = try #require(report.changes.first { $0.type.lowercased().contains("padding") })

    #expect(title.kinds == [.moved] && title.movedWithParent && title.cause == nil)
    #expect(title.after!.frame[1] - title.before!.frame[1] == 4)

    let bodyBefore = try #require(body.before?.proposal?.first ?? nil)
    let bodyAfter = try #require(body.after?.proposal?.first ?? nil)
    #expect(bodyAfter - bodyBefore == 8)
    #expect(body.cause?.hasPrefix("proposed ") == true)
    #expect(body.cause?.hasSuffix(" by \(padding.label)") == true)

    #expect(footer.kinds == [.moved] && !footer.movedWithParent)
    #expect(footer.after!.frame[1] - footer.before!.frame[1] == -4)
    // The stack proposes the footer what the texts above left, so its proposal changed too.
    #expect(footer.cause?.hasSuffix("after its sibling \(padding.label) resized from 56.8×33 to 48.8×25") == true)

    #expect(padding.kinds.contains(.resized))
    #expect(padding.after!.frame[2] == padding.before!.frame[2] - 8)
    #expect(padding.after!.frame[3] == padding.before!.frame[3] - 8)
    #expect(report.summary.hasPrefix("5 views moved and 2 resized: \(padding.label) proposed \(body.label) "))
    // Only the texts drew pixels here, so only they take them, all of them.
    #expect(title.pixels + body.pixels + footer.pixels == report.regions.map(\.pixels).reduce(0, +))
    #expect(report.unattributedPixels == 0)
  }

  /// A centred `VStack { Text(…) }` whose text grows from 5 to 12 characters (51 to 122.4 pt
  /// at 17 pt): the stack hugs it, so both widen and move left by half the growth.
  @Test("A captured text edit: the text is the root, its stack resized around it")
  func textEdit() throws {
    let baseline = capture(VStack { Text("Hello") })
    let actual = capture(VStack { Text("Hello, world") })
    let report = WhyReport.explain(
      baseline: baseline, actual: actual,
      difference: PixelDifference(baseline: picture(baseline), actual: picture(actual)))
    let text = try #require(report.changes.first { $0.kinds.contains(.text) })
    #expect(text.kinds == [.moved, .resized, .text])
    #expect(text.cause == "its text changed")
    #expect(abs(text.after!.frame[0] - text.before!.frame[0] + 35.7) < 0.001)
    let stack = try #require(report.changes.first { !$0.kinds.contains(.text) })
    #expect(stack.cause == "its content changed: \(text.label) resized from 51×17 to 122.4×17")
    #expect(report.changes.count == 2)
    #expect(
      report.summary == "2 views moved, 2 resized and 1 changed text: Text(\"Hello\") now reads \"Hello, world\"")
  }
}
