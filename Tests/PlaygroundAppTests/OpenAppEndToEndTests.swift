import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open App.swift` on a whole app as Xcode's template writes it: the app is the
/// first preview and shows its `WindowGroup`'s content; a `#Preview` with a fixed layout shows
/// its view centred in a container of that size.
@MainActor
@Suite("open an app under Xvfb", .serialized, .exclusiveX)
struct OpenAppEndToEndTests {
  static let app = """
    import SwiftUI

    @main
    struct TodoApp: App {
        @AppStorage("e2e-opened") private var opened = 0

        var body: some Scene {
            WindowGroup {
                ContentView()
            }
            .commands { CommandMenu("Todo") { Button("Clear") {} } }
        }
    }

    struct ContentView: View {
        @Environment(\\.scenePhase) private var phase
        var body: some View {
            Text(phase == .active ? "Todo list, active" : "inactive")
        }
    }

    #Preview("Card", traits: .fixedLayout(width: 200, height: 100)) {
        Text("card").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    """

  @Test func theAppIsTheFirstPreviewAndAFixedLayoutIsHonoured() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("open-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("TodoApp.swift")
    try Self.app.write(to: file, atomically: false, encoding: .utf8)
    let server = try XvfbServer.start()
    defer { server.stop() }
    let binary = try App.requireBinary()
    let environment = XvfbTestSupport.environment(["DISPLAY": server.display])
    let png = folder.appendingPathComponent("shot.png").path
    let trace = folder.appendingPathComponent("shot.jsonl").path
    let run = try runProcess(
      binary, ["screenshot", "--open", file.path, "--size", "400x300", "--trace", trace, "--output", png],
      environment: environment, timeout: 120)
    #expect(run.status == 0, "\(run.summary)")
    let line = try String(contentsOfFile: trace, encoding: .utf8)
    #expect(line.contains("\"text\": \"Todo list, active\""))
    #expect(line.contains("\"demo\": \"TodoApp\""))

    let card = try runProcess(
      binary,
      ["screenshot", "--open", file.path, "--preview", "Card", "--size", "400x300", "--trace", trace, "--output", png],
      environment: environment, timeout: 120)
    #expect(card.status == 0, "\(card.summary)")
    let cardLine = try String(contentsOfFile: trace, encoding: .utf8)
    // Apple: "Center the preview in a fixed size container with the given dimensions" — the
    // 200-wide container is centred in the 400-wide window, and the text at its leading edge.
    let frame = try #require(cardLine.firstMatch(of: #/"text": "card", "frame": \[(\d+), /#), "\(cardLine)")
    #expect(Int(frame.1) == 100)
  }
}
