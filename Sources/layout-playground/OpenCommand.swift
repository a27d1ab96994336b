import ArgumentParser
import PlaygroundApp
import UserCode

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

  @Option(help: platformHelp, transform: parsePlatform)
  var platform: TargetPlatform = .ios

  @Option(help: hangLimitHelp, transform: parseHangLimit)
  var hangLimit: Double = 3

  @OptionGroup var window: WindowOptions

  @Option(help: variantsHelp)
  var variants: String?

  @Option(
    help: ArgumentHelp(
      "Replace the window's process with a fresh one, state carried over, after this many reloads (builds cannot be unloaded from a process).",
      valueName: "reloads"))
  var freshWindowAfter = FreshWindowPolicy.standard.reloads

  func validate() throws {
    if freshWindowAfter < 1 { throw ValidationError("--fresh-window-after must be at least 1") }
    try checkVariants(variants)
  }

  func run() throws {
    var options = OpenOptions(
      paths: paths, preview: preview, size: window.windowSize, scale: window.scale,
      slowAnimations: window.slowAnimations, trace: window.trace, stats: window.stats,
      canvas: window.canvasOptions.canvas, platform: platform, hangLimit: hangLimit)
    options.freshWindow.reloads = freshWindowAfter
    options.variants = variants
    let status = OpenSupervisor.run(options)
    if status != 0 { throw ExitCode(status) }
  }
}
