import ArgumentParser
import Demos
import Foundation
import PlaygroundApp
import PlaygroundUI
import X11Host

/// `open-viewer` (hidden): the window process of `open`. Its supervisor starts it, sends builds
/// and problems on its standard input, and starts it again with the last good build if the
/// previews' code traps. Prints `READY <window>` after the first frame and `PREVIEW <name>`
/// when the user picks another preview.
struct OpenViewerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open-viewer", abstract: "The window process of `open` (started by it).",
    shouldDisplay: false)

  @Option(transform: parseWindowSize) var size = WindowSize(width: 960, height: 640)
  @Option var scale: Double?
  @Flag var slowAnimations = false
  @Option var trace: String?
  @Option var stats: String?
  @Option var preview: String?

  func run() throws {
    let traceFile: TraceFile?
    let statsFile: StatsFile?
    do {
      traceFile = try trace.map { try TraceFile(path: $0) }
      statsFile = try stats.map { try StatsFile(path: $0) }
    } catch {
      printError("layout-playground: \(error)")
      throw ExitCode(1)
    }
    let status = MainActor.assumeIsolated { () -> Int32 in
      let app: HostApp
      do {
        app = try HostApp(windowSize: size.size, scale: scale, title: "Layout Playground — \(preview ?? "open")")
      } catch {
        printError("layout-playground: \(error)")
        return 1
      }
      let session = OpenSession(measurer: app.measurer, preferredPreview: preview, slowAnimations: slowAnimations)
      session.onSelectionChange = { name in
        FileHandle.standardOutput.write(Data("PREVIEW \(name)\n".utf8))
      }
      let input = ViewerInput(session: session)
      // What the supervisor sent before the window existed (the first build) comes first.
      input.readAvailable()
      let scene = PlaygroundScene(
        session: session, trace: traceFile, stats: statsFile, renderer: app.renderer, input: input.source)
      let windowID = app.windowID
      app.onFirstFrame = {
        FileHandle.standardOutput.write(Data("READY \(windowID)\n".utf8))
      }
      let outcome = app.run(scene)
      scene.writeStats()
      return outcome.exitStatus
    }
    if status != 0 { throw ExitCode(status) }
  }
}
