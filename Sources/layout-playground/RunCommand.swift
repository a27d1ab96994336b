import ArgumentParser
import Demos
import Foundation
import PlaygroundApp
import PlaygroundUI
import X11Host

/// `run` (the default): opens the playground window.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Open the playground window (the default command).")

  @Option(help: "The demo to open: flow, chips, equal or spiral.")
  var demo: DemoID = .flow

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
        app = try HostApp(windowSize: size.size, scale: scale, title: "Layout Playground — \(demo.title)")
      } catch {
        printError("layout-playground: \(error)")
        return 1
      }
      let session = PlaygroundSession(measurer: app.measurer, demo: demo, slowAnimations: slowAnimations)
      let scene = PlaygroundScene(session: session, trace: traceFile, stats: statsFile, renderer: app.renderer)
      let windowID = app.windowID
      app.onFirstFrame = {
        // Unbuffered, so end-to-end tests see it at once.
        FileHandle.standardOutput.write(Data("READY \(windowID)\n".utf8))
      }
      let outcome = app.run(scene)
      scene.writeStats()
      return outcome.exitStatus
    }
    if status != 0 { throw ExitCode(status) }
  }
}
