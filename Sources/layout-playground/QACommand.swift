import ArgumentParser
import Foundation
import PlaygroundApp
import PlaygroundUI
import UserCode
import X11Host

/// `qa`: every preview of the opened files in every variant, compared with its baseline
/// (docs/visual-qa.md, "Headless: qa"). The logic is `QARun` (Sources/PlaygroundApp/QA); this
/// reads the flags and turns what is wrong with them into one sentence and status 2.
struct QACommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "qa",
    abstract: "Snapshot every preview in every variant and compare with the baselines (needs an X server).")

  @Argument(help: ArgumentHelp("Your Swift files or folders (as `open` takes them).", valueName: "path"))
  var paths: [String]

  @Option(help: ArgumentHelp("Only this preview (repeat for several; default: all).", valueName: "name"))
  var preview: [String] = []

  @Option(help: ArgumentHelp("The variants, e.g. \"scheme=light,dark;type=large,accessibility3\".", valueName: "spec"))
  var variants: String?

  @Option(
    help: ArgumentHelp(
      "The device whose screen the previews are shown on: \(Device.names.joined(separator: ", ")).",
      valueName: "name"))
  var device = "iphone"

  @Option(
    help: ArgumentHelp("The snapshot size in points (default: the device's screen).", valueName: "WxH"),
    transform: parseWindowSize)
  var size: WindowSize?

  @Option(help: ArgumentHelp("The baselines folder (default: __Snapshots__ beside the files).", valueName: "dir"))
  var baselines: String?

  @Option(
    help: ArgumentHelp(
      "When to write baselines: all, failed, missing (default) or never; LAYOUT_PLAYGROUND_RECORD sets it too.",
      valueName: "mode"))
  var record: String?

  @Option(help: ArgumentHelp("Write the artifacts and the HTML report to this folder.", valueName: "dir"))
  var report: String?

  @Option(
    help: ArgumentHelp("The share of pixels allowed to differ, e.g. 0.5% (default: 0, exact).", valueName: "pixels%"))
  var threshold: String?

  @Flag(help: "Draw every character as a solid block of one fixed metric, so snapshots do not depend on fonts.")
  var blockedText = false

  @Option(help: "Device pixels per point (default 1).")
  var scale: Double = 1

  @Option(help: "Snapshot at this many seconds of animation time (default: when animations have ended).")
  var at: Double?

  @Flag(help: "Check the Layout contract in every case; exit with status 3 on violations.")
  var strict = false

  @Option(help: ArgumentHelp("Write JUnit XML for CI to this file.", valueName: "file"))
  var junit: String?

  func validate() throws {
    guard scale.isFinite, scale > 0, scale <= 8 else {
      throw ValidationError("--scale must be greater than 0 and at most 8")
    }
    if let at, !(at.isFinite && (0...ScreenshotFrame.latest).contains(at)) {
      throw ValidationError("--at must be seconds between 0 and \(Int(ScreenshotFrame.latest))")
    }
  }

  /// The options, or the sentence saying what is wrong with them.
  private func options() throws -> QAOptions {
    let chosenDevice: Device?
    do {
      chosenDevice = try Device.named(device)
    } catch {
      throw QAInputError(String(describing: error))
    }
    if chosenDevice == nil && size == nil { throw QAInputError("--device mac needs --size WxH") }
    var spec: VariantSpec?
    if let variants {
      do {
        spec = try VariantSpec(variants)
      } catch {
        throw QAInputError(error.description)
      }
    }
    let mode = try RecordMode.resolve(flag: record, environment: ProcessInfo.processInfo.environment)
    let threshold = try threshold.map { try QAThreshold(parsing: $0) } ?? .exact
    let artifacts =
      report ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("layout-playground-qa")
    return QAOptions(
      paths: paths, previews: preview, spec: spec, device: chosenDevice,
      size: size.map { CGSize(width: Double($0.width), height: Double($0.height)) },
      baselines: baselines ?? QAPaths.defaultBaselines(for: paths[0]), mode: mode,
      artifacts: (artifacts as NSString).standardizingPath, threshold: threshold,
      scale: scale, at: at, strict: strict, junit: junit,
      command: (["layout-playground"] + CommandLine.arguments.dropFirst()).joined(separator: " "))
  }

  func run() throws {
    // The user's code runs in a worker process (a trap is a sentence, not a crash), with
    // repeatable hashing (docs/visual-qa.md).
    if let status = QAWorker.runInChild(report: { printError("layout-playground: \($0)") }) {
      if status != 0 { throw ExitCode(status) }
      return
    }
    let status = MainActor.assumeIsolated { () -> Int32 in
      do {
        let options = try options()
        // Headless where no display is set: an Xvfb of its own, for as long as the run.
        let server = (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty ? try PrivateXServer.start() : nil
        defer { server?.stop() }
        let display = try X11Display(name: server?.display)
        let pango = PangoTextMeasurer(display: display, scale: scale)
        // Blocked text needs no font at all: a machine without any still renders the snapshots.
        let blocked = blockedText ? BlockedTextMeasurer() : nil
        if blocked == nil { try pango.requireFonts() }
        let renderer = Renderer(display: display, measurer: pango, blockedText: blocked)
        PlatformScreen.current.scale = scale
        let run = QARun(options: options, renderer: renderer, measurer: blocked ?? pango) {
          // Unbuffered, a line at a time, so a long run shows its progress.
          FileHandle.standardOutput.write(Data(($0 + "\n").utf8))
        }
        return try run.run { built, swiftc in
          // Code that does not finish ends the run as it ends a screenshot (status 4).
          HangWatchdog.start(limit: 3) { report in
            let frame = report.userFrame(
              map: built.locations, symbolizer: StackSymbolizer(swiftc: swiftc))
            printError(HangReport.sentence(limit: 3, frame: frame))
            _exit(4)
          }
        }
      } catch let failure as QAInputError {
        printError("layout-playground: \(failure)")
        return 2
      } catch {
        return reportFailure(error)
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}
