import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// A save that changes only literal values reaches the running window without a build, as
/// Xcode's previews do: the state the user made stays, the new values show within 50 ms
/// (median, save to traced frame), and the status says there was no rebuild.
@MainActor
@Suite("Literal edits under Xvfb", .serialized, .exclusiveX)
struct LiteralEditEndToEndTests {
  static let source = """
    import SwiftUI

    struct CounterView: View {
        let title: String
        @State private var count = 0

        var body: some View {
            VStack(spacing: 12) {
                Text(title)
                Text("Hello")
                    .padding(8)
                Text("Count: \\(count)")
                Button("Increment") { count += 1 }
            }
        }
    }

    #Preview {
        CounterView(title: "Scores")
    }

    """

  private func label(_ text: String, in frame: LiveApp.Frame) -> LiveApp.Frame.View? {
    frame.views.first { $0.kind == "text" && $0.label == text }
  }

  /// Polls the trace every millisecond: the time from `saved` to the first frame `predicate`
  /// accepts, and that frame.
  private func firstFrame(
    _ app: LiveApp, after mark: Int, since saved: ContinuousClock.Instant, _ predicate: (LiveApp.Frame) -> Bool
  ) -> (milliseconds: Double, frame: LiveApp.Frame)? {
    while saved.duration(to: .now) < .seconds(30) {
      app.poll()
      if let frame = app.frames.first(where: { $0.sequence > mark && predicate($0) }) {
        let elapsed = saved.duration(to: .now)
        return (Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15, frame)
      }
      usleep(1000)
    }
    return nil
  }

  @Test("Changing .padding(8) and Text(\"Hello\") applies in ≤ 50 ms median, with no build and the counter kept")
  func literalEditsApplyWithoutABuild() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("literals-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Counter.swift")
    try Self.source.write(to: file, atomically: false, encoding: .utf8)
    let app = try LiveApp(command: ["open", file.path, "--size", "500x400"], readyTimeout: 60)
    let first = try #require(app.waitForFrame(timeout: 60) { draws($0, "Count: 0") }, "the counter is shown")
    let helloGap =
      try #require(label("Count: 0", in: first)).frame.y - (try #require(label("Hello", in: first))).frame.y
    for _ in 0..<3 {
      let view = try #require(app.lastFrame.flatMap { label("Increment", in: $0) })
      app.click(x: view.midX, y: view.midY)
      usleep(150_000)
    }
    #expect(app.waitForFrame { draws($0, "Count: 3") } != nil, "three clicks count to 3")

    var samples: [Double] = []
    for round in 1...7 {
      usleep(300_000)  // The previous frames settle.
      let word = round % 2 == 1 ? "Bonjour" : "Hello"
      let padding = round % 2 == 1 ? 30 : 8
      let text = Self.source.replacingOccurrences(of: "\"Hello\"", with: "\"\(word)\"")
        .replacingOccurrences(of: ".padding(8)", with: ".padding(\(padding))")
      app.poll()
      let mark = app.frameCount
      let saved = ContinuousClock.now
      try Data(text.utf8).write(to: file)
      let (milliseconds, frame) = try #require(
        firstFrame(app, after: mark, since: saved) { draws($0, word) && draws($0, "Count: 3") },
        "round \(round): no frame drew \(word) with the counter kept")
      samples.append(milliseconds)
      let gap = try #require(label("Count: 3", in: frame)).frame.y - (try #require(label(word, in: frame))).frame.y
      // The padding around the first text grew by 22 points on each side (or shrank back): the
      // counter below it moved 22 points further from it.
      #expect(abs(gap - helloGap - (padding == 30 ? 22 : 0)) < 1, "round \(round): the padding is \(padding)")
      let status = try #require(
        app.waitForFrame(after: mark) { $0.views.contains { $0.label.contains("(no rebuild)") } },
        "round \(round): the status says there was no rebuild")
      #expect(!status.views.contains { $0.label.contains("Compiling") })
    }
    samples.sort()
    let median = samples[samples.count / 2]
    print("literal edit: save to frame median \(Int(median)) ms, samples \(samples.map { Int($0) })")
    #expect(median <= 50, "save to frame: median \(median) ms, samples \(samples)")

    // A literal in the preview's own code: the preview is made again, the counter's state kept.
    let points = Self.source.replacingOccurrences(of: "\"Scores\"", with: "\"Points\"")
    app.poll()
    let mark = app.frameCount
    try Data(points.utf8).write(to: file)
    #expect(
      firstFrame(app, after: mark, since: .now) { draws($0, "Points") && draws($0, "Count: 3") } != nil,
      "the preview's argument changed, the counter kept")
    #expect(!app.frames.contains { $0.views.contains { $0.label.contains("Reloaded in") } }, "nothing was rebuilt")
  }
}
