import ArgumentParser
import Demos
import Foundation
import PlaygroundApp
import PlaygroundUI
import UserCode

/// `open-viewer` (hidden): the window process of `open`. Its supervisor starts it, sends builds
/// and problems on its standard input, and starts it again with the last good build if the
/// previews' code traps. Prints `READY <window>` after the first frame and `PREVIEW <name>`
/// when the user picks another preview, `VARIANTS on|off` when `V` toggles the variants grid.
struct OpenViewerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open-viewer", abstract: "The window process of `open` (started by it).",
    shouldDisplay: false)

  @OptionGroup var window: WindowOptions
  @Option var preview: String?
  @Option(transform: parsePlatform) var platform: TargetPlatform = .ios
  /// The asset catalogs of the opened code (found by `open`).
  @Option var catalog: [String] = []
  @Option(transform: parseHangLimit) var hangLimit: Double = 3
  /// GiB (WindowMemoryLimit.swift; `open` works it out).
  @Option var memoryLimit: Double?
  /// The `--variants` spec of `open` (checked by it).
  @Option var variants: String?
  /// Whether the grid shows at the start, when not as `--variants` implies (a restarted window).
  @Option var showsVariants: Bool?

  func run() throws {
    if let memoryLimit { WindowMemoryLimit.apply(gibibytes: memoryLimit) }
    // Heartbeats and a stuck main thread's stack, to the supervisor (OpenSupervisor+Watch.swift).
    HangWatchdog.start(
      limit: hangLimit, heartbeat: { say(WindowWatch.aliveLine) },
      onShown: { say(WindowWatch.shownPrefix + $0) }, onHang: { say($0.line) })
    // Every end the window decides itself is said, so that any other exit is the user's code's.
    defer { say(WindowWatch.quitLine) }
    let (preview, slow, canvas, platform) = (preview, window.slowAnimations, window.canvasOptions.canvas, platform.name)
    let (spec, showsVariants) = (try variants.map { try VariantSpec($0) }, showsVariants)
    AssetCatalog.use(catalogs: catalog)
    try window.runWindow(title: "Layout Playground — \(preview ?? "open")") { measurer in
      let session = OpenSession(
        measurer: measurer, preferredPreview: preview, slowAnimations: slow, canvas: canvas, platform: platform,
        variants: spec, showsVariants: showsVariants)
      session.onSelectionChange = { name in
        FileHandle.standardOutput.write(Data("PREVIEW \(name)\n".utf8))
      }
      session.onVariantsToggle = { shown in
        FileHandle.standardOutput.write(Data("VARIANTS \(shown ? "on" : "off")\n".utf8))
      }
      let input = ViewerInput(session: session)
      // What the supervisor sent before the window existed (the first build) comes first.
      input.readAvailable()
      return (session, input.source)
    }
  }
}

/// One line to the supervisor, unbuffered (also from the watchdog's thread). A supervisor that
/// has gone (the pipe is closed) takes its window with it, as the end of its input does.
private func say(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  if write(STDOUT_FILENO, bytes, bytes.count) < 0 && errno == EPIPE { _exit(0) }
}
