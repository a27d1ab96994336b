import ArgumentParser
import PlaygroundApp

/// `open`: the user's own SwiftUI files, live in a window; recompiled and reloaded on save.
struct OpenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open your own SwiftUI files (or a folder of them) live: they reload on save.",
    discussion: """
      The files compile unchanged (`import SwiftUI` finds the playground's SwiftUI) with the
      Swift toolchain that built the app, and run as you, like `swift run`. Every `#Preview`
      and `PreviewProvider` is listed; the first is shown unless --preview names another.
      """)

  @Argument(help: ArgumentHelp("Swift files or folders (their .swift files, recursively).", valueName: "path"))
  var paths: [String]

  @Option(help: "The preview to show first (a #Preview's name or a PreviewProvider's type).")
  var preview: String?

  @Option(help: ArgumentHelp("The window size in points.", valueName: "WxH"), transform: parseWindowSize)
  var size = WindowSize(width: 960, height: 640)

  @Option(help: "Device pixels per point (default: Xft.dpi / 96).")
  var scale: Double?

  @Flag(help: "Play animations ten times slower (toggle with M).")
  var slowAnimations = false

  @Option(help: ArgumentHelp("Append one JSON line per presented frame to this file.", valueName: "file"))
  var trace: String?

  @Option(help: ArgumentHelp("Rewrite this file with the app's counters after every frame.", valueName: "file"))
  var stats: String?

  func validate() throws {
    if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
      throw ValidationError("--scale must be a number greater than 0 and at most 8")
    }
  }

  func run() throws {
    let options = OpenOptions(
      paths: paths, preview: preview, size: size, scale: scale, slowAnimations: slowAnimations, trace: trace,
      stats: stats)
    let status = OpenSupervisor.run(options)
    if status != 0 { throw ExitCode(status) }
  }
}
