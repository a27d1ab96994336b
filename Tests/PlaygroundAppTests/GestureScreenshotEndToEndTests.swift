import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// The gestures issue's end-to-end check: `screenshot --open … --after drag:…` of an unchanged
/// file whose card follows a `DragGesture` (`.offset` from the drag's translation, as Apple's
/// and Hacking with Swift's examples do) and turns orange while a `@GestureState` says the
/// drag is under way. After a drag from the card's centre by (100, 150) the card is drawn
/// 100 pt right and 150 pt lower, and blue again: the state reset when the drag ended.
@MainActor
@Suite("Gestures under Xvfb", .serialized, .exclusiveX)
struct GestureScreenshotEndToEndTests {
  private let source = """
    import SwiftUI

    struct DragCard: View {
      @State private var offset = CGSize.zero
      @GestureState private var lifted = false

      var body: some View {
        RoundedRectangle(cornerRadius: 20)
          .fill(lifted ? Color.orange : Color.blue)
          .frame(width: 120, height: 120)
          .overlay(Text("Drag me").foregroundStyle(.white))
          .offset(offset)
          .gesture(
            DragGesture()
              .updating($lifted) { _, state, _ in state = true }
              .onChanged { offset = $0.translation }
          )
      }
    }

    #Preview { DragCard() }
    """

  @Test("drag:200,250,300,400 moves the card by the drag's translation; @GestureState is back to false")
  func dragMovesTheCard() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-drag-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("DragCard.swift")
    try Data(source.utf8).write(to: file)
    let server = try XvfbServer.start()
    defer { server.stop() }
    let png = folder.appendingPathComponent("shot.png").path
    let trace = folder.appendingPathComponent("shot.jsonl").path
    let run = try runProcess(
      try App.requireBinary(),
      [
        "screenshot", "--open", file.path, "--size", "400x500", "--after", "drag:200,250,300,400,0.3",
        "--trace", trace, "--output", png,
      ], environment: environment(["DISPLAY": server.display]), timeout: 120)
    try #require(run.status == 0, "\(run.summary)")
    let image = try readPNG(path: png)
    let lines = try String(contentsOfFile: trace, encoding: .utf8)
    // The label is centred on the card: at (300, 400) after the drag (it started at (200, 250)).
    #expect(lines.contains("\"text\": \"Drag me\", \"frame\": [263.5, 389.5, 73, 21]"), "\(lines)")
    func pixel(_ x: Int, _ y: Int) -> [Int] {
      let i = (y * image.width + x) * 4
      return image.pixels[i..<i + 3].map(Int.init)
    }
    // The card's fill just inside its new top edge is blue (iOS's system blue, 0 122 255), and
    // where it was is the background again.
    let card = pixel(300, 350)
    #expect(card[0] < 30 && (100...140).contains(card[1]) && card[2] > 230, "the card is blue: \(card)")
    let before = pixel(200, 250)
    #expect(before.allSatisfy { $0 > 230 }, "the card left its place: \(before)")
  }
}
