import ArgumentParser
import PlaygroundApp

/// The options of every command that opens a window (`run`, `open`, `open-viewer`).
struct WindowOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The window size in points.", valueName: "WxH"), transform: parseWindowSize)
  var size = WindowSize(width: 960, height: 640)

  @Option(help: "Device pixels per point (default: Xft.dpi / 96).")
  var scale: Double?

  @Flag(help: "Play animations ten times slower (toggle with M).")
  var slowAnimations = false

  @Option(help: ArgumentHelp("Append one JSON line per presented frame to this file.", valueName: "file"))
  var trace: String?

  @Option(
    help: ArgumentHelp(
      "Rewrite this file with the app's counters (frames, text measurements, fallback lookups) as key=value after every frame and at exit.",
      valueName: "file"))
  var stats: String?

  func validate() throws {
    if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
      throw ValidationError("--scale must be a number greater than 0 and at most 8")
    }
  }

  /// Runs a window with these options; throws the exit status when it is not 0.
  func runWindow(title: String, session: @escaping WindowRun.MakeSession) throws {
    let status = WindowRun.run(
      size: size, scale: scale, trace: trace, stats: stats, title: title, session: session)
    if status != 0 { throw ExitCode(status) }
  }
}
