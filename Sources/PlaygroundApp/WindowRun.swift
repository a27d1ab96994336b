import Demos
import Foundation
import PlaygroundUI
import X11Host

/// A window with a session in it, until it is closed: the trace and stats files, the host, the
/// `READY <window>` line scripts and tests wait for, and the exit status. `run` and `open`'s
/// window process differ only in the session they show.
package enum WindowRun {
  /// Makes the session for the window's text measurer; may give a pipe for the window to watch.
  package typealias MakeSession =
    @MainActor (any TextMeasuring) -> (
      session: any InteractiveSession, input: (descriptor: Int32, read: @MainActor () -> Void)?
    )

  /// Returns the exit status: 0 when quit or closed, 1 for a file or X failure (said on stderr).
  package static func run(
    size: WindowSize, scale: Double?, trace: String?, stats: String?, title: String, session make: MakeSession
  ) -> Int32 {
    let traceFile: TraceFile?
    let statsFile: StatsFile?
    do {
      traceFile = try trace.map { try TraceFile(path: $0) }
      statsFile = try stats.map { try StatsFile(path: $0) }
    } catch {
      report("layout-playground: \(error)")
      return 1
    }
    return MainActor.assumeIsolated { () -> Int32 in
      let app: HostApp
      do {
        app = try HostApp(windowSize: size.size, scale: scale, title: title)
      } catch {
        report("layout-playground: \(error)")
        return 1
      }
      PlatformScreen.current.scale = app.scale
      let (session, input) = make(app.measurer)
      let scene = PlaygroundScene(
        session: session, trace: traceFile, stats: statsFile, renderer: app.renderer, input: input)
      let windowID = app.windowID
      app.onFirstFrame = {
        // Unbuffered, so end-to-end tests see it at once.
        FileHandle.standardOutput.write(Data("READY \(windowID)\n".utf8))
      }
      let outcome = app.run(scene)
      scene.writeStats()
      return outcome.exitStatus
    }
  }

  private static func report(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
