import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// The variants grid as a user meets it, on a private Xvfb: `open --variants` with a counter in
/// every cell, one cell's button clicked with xdotool through the cell's scale, a save that
/// keeps each cell's count, `V` turning the grid off and on; `screenshot --open --variants`
/// sized for the grid, light and dark cells side by side; a bad spec is one sentence, status 2.
@MainActor
@Suite("variants grid under Xvfb", .serialized, .exclusiveX)
struct VariantsGridEndToEndTests {
  private static let source = """
    import SwiftUI

    struct Counter: View {
      @State private var count = 0
      var body: some View {
        VStack(spacing: 12) {
          Text("Count \\(count)")
          Button("Add") { count += 1 }
        }
      }
    }

    #Preview("Counter") { Counter() }
    """

  /// The counter drawn closest below `label` (its cell's).
  private func count(under label: String, in frame: LiveApp.Frame) -> LiveApp.Frame.View? {
    guard let header = frame.views.first(where: { $0.kind == "text" && $0.label == label }) else { return nil }
    return frame.texts("Count ").filter { $0.midY > header.midY }
      .min {
        abs($0.midX - header.midX) + abs($0.midY - header.midY) < abs($1.midX - header.midX)
          + abs($1.midY - header.midY)
      }
  }

  @Test("open --variants: each cell's button counts in that cell only, a save keeps the counts, V toggles the grid")
  func liveGrid() throws {
    let (folder, file) = try openedProject("Counter.swift", Self.source, prefix: "variants")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try LiveApp(
      command: ["open", file.path, "--size", "900x600", "--variants", "device=iphone;scheme=light,dark"],
      readyTimeout: 90)
    let labels = ["iphone · light", "iphone · dark"]
    let first = try #require(
      app.waitForFrame(timeout: 60) { frame in
        labels.allSatisfy { draws(frame, $0) } && frame.texts("Count 0").count == 2
      },
      "two labelled cells, each with its counter")
    // Each cell's "Add" is the one under its own counter; the dark cell's is scaled down with it.
    let darkCount = try #require(count(under: "iphone · dark", in: first))
    let add = try #require(
      first.views.filter { $0.kind == "text" && $0.label == "Add" }.min {
        abs($0.midX - darkCount.midX) < abs($1.midX - darkCount.midX)
      })
    #expect(add.frame.height < 17, "the cell is drawn smaller than the device's points: \(add.frame)")
    app.click(x: add.midX, y: add.midY)
    let clicked = try #require(
      app.waitForFrame { count(under: "iphone · dark", in: $0)?.label == "Count 1" }, "the dark cell counts")
    #expect(count(under: "iphone · light", in: clicked)?.label == "Count 0", "the light cell does not")

    // A save (a new line of text) reloads; each cell keeps its own count.
    try saveInPlace(
      Self.source.replacingOccurrences(of: "Button(\"Add\")", with: "Text(\"Saved\")\n      Button(\"Add\")"), to: file)
    let reloaded = try #require(
      app.waitForFrame(timeout: 90) { $0.views.filter { $0.label == "Saved" }.count == 2 },
      "the reload shows in both cells")
    #expect(count(under: "iphone · dark", in: reloaded)?.label == "Count 1")
    #expect(count(under: "iphone · light", in: reloaded)?.label == "Count 0")

    // V: the preview alone; V again: the grid.
    app.key("v")
    #expect(app.waitForFrame { !draws($0, "iphone · dark") && $0.texts("Count ").count == 1 } != nil, "the single view")
    app.key("v")
    #expect(app.waitForFrame { draws($0, "iphone · dark") && $0.texts("Count ").count == 2 } != nil, "the grid again")
  }

  @Test("V without --variants shows the default grid, and a window restarted after a trap comes back with it")
  func gridSurvivesATrap() throws {
    let source = """
      import SwiftUI

      struct Crashy: View {
        var body: some View {
          Button("Crash") { fatalError("boom") }
        }
      }

      #Preview("Crashy") { Crashy() }
      """
    let (folder, file) = try openedProject("Crashy.swift", source, prefix: "variants-trap")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try LiveApp(command: ["open", file.path, "--size", "800x500"], readyTimeout: 90)
    #expect(app.waitForFrame(timeout: 60) { $0.texts("Crash").count == 1 } != nil, "the preview alone")
    app.key("v")
    let grid = try #require(
      app.waitForFrame { draws($0, "dark · accessibility3") && $0.texts("Crash").count == 4 },
      "scheme=light,dark;type=large,accessibility3: four cells")
    let crash = try #require(grid.texts("Crash").first)
    app.click(x: crash.midX, y: crash.midY)
    #expect(
      app.waitForFrame(timeout: 60) { draws($0, "Your code stopped") && draws($0, "dark · accessibility3") } != nil,
      "the restarted window shows the grid and the trap")
  }

  @Test("screenshot --open --variants: a PNG sized for the grid, the light cell white and the dark one black")
  func screenshotGrid() throws {
    let server = try XvfbServer.start()
    let (folder, file) = try openedProject("Counter.swift", Self.source, prefix: "variants-shot")
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: folder)
    }
    let output = folder.appendingPathComponent("grid.png").path
    let run = try runProcess(
      try App.requireBinary(),
      ["screenshot", "--open", file.path, "--variants", "device=iphone;scheme=light,dark", "--output", output],
      environment: environment(["DISPLAY": server.display]), timeout: 120)
    try #require(run.status == 0, "screenshot: \(run.summary)")
    let image = try readPNG(path: output)
    // Two iPhone screens at half size (196.5 × 426 pt) side by side, 16 pt apart, 16 pt of
    // padding around, a 16 pt label and 4 pt above each: 441 × 478.
    #expect(image.width == 441 && image.height == 478)
    func pixel(_ x: Int, _ y: Int) -> [Int] {
      let i = (y * image.width + x) * 4
      return image.pixels[i..<i + 3].map(Int.init)
    }
    // Inside each screen's safe area, away from the counter: the system background.
    #expect(pixel(40, 300).allSatisfy { $0 > 250 }, "light: white, \(pixel(40, 300))")
    #expect(pixel(260, 300).allSatisfy { $0 < 5 }, "dark: black, \(pixel(260, 300))")
  }

  @Test("an unknown axis or value is one sentence on stderr and status 2, for open and screenshot")
  func badSpec() throws {
    let binary = try App.requireBinary()
    let open = try runProcess(binary, ["open", "Nothing.swift", "--variants", "colour=dark"], timeout: 30)
    #expect(open.status == 2)
    #expect(
      open.stderr
        == "layout-playground: unknown axis \"colour\" in --variants: the axes are device, scheme, type, direction, locale, width\n"
    )
    #expect(open.stdout.isEmpty)
    let shot = try runProcess(
      binary, ["screenshot", "--open", "Nothing.swift", "--variants", "type=huge", "--output", "x.png"], timeout: 30)
    #expect(shot.status == 2)
    let sentence = shot.stderr
    #expect(sentence.hasPrefix("layout-playground: unknown type size \"huge\" in --variants: use xSmall, small"))
    #expect(sentence.split(separator: "\n").count == 1, "one sentence, no usage text: \(sentence)")
  }
}
