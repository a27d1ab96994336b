import ArgumentParser
import Demos
import Foundation
import PlaygroundUI
import X11Host

/// `bench-frames`: renders every demo through the host's real drawing path (offscreen) and
/// prints the median and 99th-percentile frame times.
///
/// Each frame is a relayout (the width alternates by one point, as during a drag-resize), a
/// display list, and drawing it into a pixmap, synchronised with the server.
struct BenchFramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-frames", abstract: "Time layout + drawing of every demo (needs an X server).")

  @Option(help: ArgumentHelp("The window size in points.", valueName: "WxH"))
  var size = WindowSize(width: 1280, height: 800)

  @Option(help: "Frames measured per demo.")
  var frames = 200

  func validate() throws {
    guard (10...100_000).contains(frames) else { throw ValidationError("--frames must be 10…100000") }
  }

  func run() throws {
    let status = MainActor.assumeIsolated { () -> Int32 in
      do {
        let display = try X11Display()
        let measurer = XftTextMeasurer(display: display, scale: 1)
        try measurer.requireFonts()
        let renderer = Renderer(display: display, measurer: measurer)
        for demo in DemoID.allCases {
          let session = PlaygroundSession(measurer: measurer, demo: demo)
          var times: [Double] = []
          for frame in 0..<(frames + 10) {
            let width = CGFloat(size.width - frame % 2)
            let start = DispatchTime.now().uptimeNanoseconds
            let list = session.graph.render(size: CGSize(width: width, height: CGFloat(size.height)), time: Double(frame) / 60)
            renderer.renderOffscreenAndWait(list, size: size.size)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if frame >= 10 { times.append(elapsed) }
          }
          times.sort()
          let median = times[times.count / 2]
          let p99 = times[min(times.count - 1, Int(Double(times.count) * 0.99))]
          print("frames demo=\(demo.rawValue) median_ms=\(String(format: "%.2f", median)) p99_ms=\(String(format: "%.2f", p99))")
        }
        return 0
      } catch {
        printError("layout-playground: \(error)")
        return 1
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}
