import ArgumentParser
import PlaygroundApp
import PlaygroundUI

/// The options of every command that opens a window (`run`, `open`, `open-viewer`).
struct WindowOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The window size in points (default 960x640, or room for the device's screen).", valueName: "WxH"),
    transform: parseWindowSize)
  var size: WindowSize?

  @OptionGroup var canvasOptions: CanvasOptions

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

  /// The window's size: as given, else room for the device's screen, else 960 × 640.
  var windowSize: WindowSize {
    size ?? canvasOptions.canvas.device.map(WindowSize.room(for:)) ?? WindowSize(width: 960, height: 640)
  }

  func validate() throws {
    if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
      throw ValidationError("--scale must be a number greater than 0 and at most 8")
    }
  }

  /// Runs a window with these options; throws the exit status when it is not 0.
  func runWindow(title: String, session: @escaping WindowRun.MakeSession) throws {
    let status = WindowRun.run(
      size: windowSize, scale: scale, trace: trace, stats: stats, title: title, session: session)
    if status != 0 { throw ExitCode(status) }
  }
}
