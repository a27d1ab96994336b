import ArgumentParser
import Demos
import Foundation
import PlaygroundApp
import PlaygroundUI
import UserCode
import X11Host

/// `screenshot`: renders one frame offscreen to a PNG, at a time on the injected clock and
/// optionally after scripted actions. With `--strict`, contract violations noticed while
/// rendering are listed on stderr and the status is 3 (the PNG is written all the same).
struct ScreenshotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "screenshot",
    abstract: "Render one frame of a demo, or of your own code (--open), to a PNG (needs an X server).")

  @Option(help: "The demo: flow, chips, equal or spiral.")
  var demo: DemoID?

  @Option(
    help: ArgumentHelp(
      "How many tags (flow), suggestions (chips) or circles (spiral) the demos start with.", valueName: "N"),
    transform: parseItemCount)
  var items: Int?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Your own Swift files or folders instead of a demo (as `open` takes them).", valueName: "path"))
  var open: [String] = []

  @Option(help: "With --open: the preview to render (default: the first).")
  var preview: String?

  @Option(help: platformHelp, transform: parsePlatform)
  var platform: TargetPlatform?

  @Option(help: variantsHelp)
  var variants: String?

  @Option(help: ArgumentHelp("Write the rendered frame's trace line (as run --trace) to this file.", valueName: "file"))
  var trace: String?

  @Option(
    help: ArgumentHelp("The window size in points (with --device: the device's screen by default).", valueName: "WxH"),
    transform: parseWindowSize)
  var size: WindowSize?

  @OptionGroup var canvasOptions: CanvasOptions

  @Option(help: "Seconds of animation time after the last action.")
  var at: Double = 0

  @Option(
    help: ArgumentHelp("Actions before the frame, e.g. \"click:Exercise 💪;wait:0.1\".", valueName: "actions"),
    transform: { try ScriptedActions($0) })
  var after: ScriptedActions?

  @Option(help: "Device pixels per point (default 1).")
  var scale: Double = 1

  @Option(help: ArgumentHelp("Where to write the PNG.", valueName: "file.png"))
  var output: String

  @Option(help: hangLimitHelp, transform: parseHangLimit)
  var hangLimit: Double = 3

  @Flag(
    help: ArgumentHelp(
      "Draw every character as a solid block of one fixed metric (0.6 em wide, 1 em tall), so the PNG does not depend on the installed fonts."
    ))
  var blockedText = false

  @Flag(help: "Check the Layout contract (cache consistency too); list violations on stderr and exit with status 3.")
  var strict = false

  /// The PNG's size in points: as given, else room for the variants grid, else the device's
  /// screen.
  private var frameSize: CGSize? {
    if let size { return size.size }
    if let spec = try? variants.map({ try VariantSpec($0) }) {
      return VariantGridMetrics.room(for: spec, canvas: canvasOptions.canvas)
    }
    return canvasOptions.canvas.device?.size
  }

  func validate() throws {
    try checkVariants(variants)
    guard (demo == nil) != open.isEmpty else { throw ValidationError("give either --demo NAME or --open PATH…") }
    guard frameSize != nil else { throw ValidationError("give --size WxH, or a --device whose screen sets it") }
    if preview != nil && open.isEmpty { throw ValidationError("--preview goes with --open") }
    if platform != nil && open.isEmpty { throw ValidationError("--platform goes with --open") }
    if variants != nil && open.isEmpty { throw ValidationError("--variants goes with --open") }
    if items != nil && demo == nil { throw ValidationError("--items goes with --demo") }
    if hangLimit != 3 && open.isEmpty { throw ValidationError("--hang-limit goes with --open") }
    guard at.isFinite, (0...ScreenshotFrame.latest).contains(at) else {
      throw ValidationError("--at must be seconds between 0 and \(Int(ScreenshotFrame.latest))")
    }
    guard scale.isFinite, scale > 0, scale <= 8 else {
      throw ValidationError("--scale must be greater than 0 and at most 8")
    }
  }

  func run() throws {
    let status = MainActor.assumeIsolated { () -> Int32 in
      do {
        let display = try X11Display()
        let pango = PangoTextMeasurer(display: display, scale: scale)
        // Blocked text needs no font at all: a machine without any still renders the frame.
        let blocked = blockedText ? BlockedTextMeasurer() : nil
        if blocked == nil { try pango.requireFonts() }
        let measurer: any TextMeasuring = blocked ?? pango
        let renderer = Renderer(display: display, measurer: pango, blockedText: blocked)
        PlatformScreen.current.scale = scale
        let session: any InteractiveSession
        let canvas = canvasOptions.canvas
        let size = frameSize ?? .zero
        if let demo {
          session = PlaygroundSession(measurer: measurer, demo: demo, items: items, canvas: canvas)
        } else {
          let request = try OpenRequest(paths: open, preview: preview, platform: platform ?? .ios)
          let spec = try? variants.map { try VariantSpec($0) }
          let opened = try request.loadSession(measurer: measurer, canvas: canvas, variants: spec) { built in
            Self.watchForHangs(limit: hangLimit, built: built, swiftc: request.compiler.swiftc)
          }
          // On a device, the PNG is the device's screen (or the grid of them): no picker or
          // status around it.
          opened.showsChrome = canvas.device == nil && spec == nil
          // Sized for the grid: a plain canvas's cells show the window's default size.
          if spec != nil && self.size == nil { opened.variantsPlainScreen = VariantGridMetrics.defaultPlainScreen }
          session = opened
        }
        session.graph.contractLog.checksCacheConsistency = strict
        let list = try ScreenshotFrame.render(session, size: size, after: after ?? ScriptedActions([]), at: at)
        guard let image = renderer.renderOffscreen(list, size: size) else {
          printError("layout-playground: could not read the rendered frame back from the X server")
          return 1
        }
        try PNGWriter.write(image, to: output)
        if let trace {
          try TraceFile(path: trace).append(session.traceLine(time: 0, window: size))
        }
        // The PNG is still written: it shows what the broken layout drew.
        if strict, let report = session.graph.contractLog.strictReport {
          FileHandle.standardError.write(Data(report.utf8))
          return 3
        }
        return 0
      } catch {
        return reportFailure(error)
      }
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Code that does not finish within `limit` ends the command: the sentence naming where it
  /// was stuck on stderr, status 4 (docs/command-line.md).
  private static func watchForHangs(limit: Double, built: BuiltLibrary, swiftc: String) {
    HangWatchdog.start(limit: limit) { report in
      let frame = report.userFrame(map: built.locations, symbolizer: StackSymbolizer(swiftc: swiftc))
      printError(HangReport.sentence(limit: limit, frame: frame))
      _exit(4)
    }
  }
}
