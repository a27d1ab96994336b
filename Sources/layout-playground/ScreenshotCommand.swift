import ArgumentParser
import Demos
import Foundation
import PlaygroundUI
import X11Host

/// `screenshot`: renders one frame offscreen to a PNG, at a time on the injected clock and
/// optionally after scripted actions. With `--strict`, contract violations noticed while
/// rendering are listed on stderr and the status is 3 (the PNG is written all the same).
struct ScreenshotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "screenshot", abstract: "Render one frame of a demo to a PNG (needs an X server).")

  @Option(help: "The demo: flow, chips, equal, spiral or sandbox.")
  var demo: DemoID

  @Option(help: ArgumentHelp("The window size in points.", valueName: "WxH"))
  var size: WindowSize

  @Option(help: "Seconds of animation time after the last action.")
  var at: Double = 0

  @Option(help: ArgumentHelp("Actions before the frame, e.g. \"click:Exercise 💪;wait:0.1\".", valueName: "actions"))
  var after: String?

  @Option(help: "Device pixels per point (default 1).")
  var scale: Double = 1

  @Option(help: ArgumentHelp("Where to write the PNG.", valueName: "file.png"))
  var output: String

  @Flag(help: "Check the Layout contract (cache consistency too); list violations on stderr and exit with status 3.")
  var strict = false

  func validate() throws {
    guard at.isFinite, at >= 0, at <= 600 else { throw ValidationError("--at must be seconds between 0 and 600") }
    guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be greater than 0 and at most 8") }
    if let after { _ = try ScriptedActions(after) }
  }

  func run() throws {
    let script = try after.map(ScriptedActions.init) ?? ScriptedActions("")
    let status = MainActor.assumeIsolated { () -> Int32 in
      do {
        let display = try X11Display()
        let measurer = XftTextMeasurer(display: display, scale: scale)
        try measurer.requireFonts()
        let renderer = Renderer(display: display, measurer: measurer)
        let session = PlaygroundSession(measurer: measurer, demo: demo)
        session.graph.contractLog.checksCacheConsistency = strict
        let end = try script.replay(on: session, size: size.size, from: 0)
        var list = session.graph.render(size: size.size, time: end)
        if at > 0 {
          var now = end
          while now < end + at {
            now = min(end + at, now + 1.0 / 60)
            list = session.graph.render(size: size.size, time: now)
          }
        }
        // Views that react to layout (ViewThatFits's onChoice) settle in a pass or two at the
        // same instant; animations do not advance.
        for _ in 0..<3 where session.graph.needsFrame {
          list = session.graph.render(size: size.size, time: end + at)
        }
        guard let image = renderer.renderOffscreen(list, size: size.size) else {
          printError("layout-playground: could not read the rendered frame back from the X server")
          return 1
        }
        try PNGWriter.write(image, to: output)
        // The PNG is still written: it shows what the broken layout drew.
        if strict, let report = session.graph.contractLog.strictReport {
          FileHandle.standardError.write(Data(report.utf8))
          return 3
        }
        return 0
      } catch {
        printError("layout-playground: \(error)")
        return 1
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}
