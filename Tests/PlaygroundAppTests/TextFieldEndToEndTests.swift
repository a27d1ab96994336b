import Foundation
import Testing
import XvfbTestSupport

/// A TextField in a window of `open`, typed into with `xdotool type` (a non-ASCII character
/// included) and round-tripped through the X CLIPBOARD selection with `xsel`.
@MainActor
@Suite("Text field under Xvfb", .serialized, .exclusiveX)
struct TextFieldEndToEndTests {
  private static let source = """
    import SwiftUI

    struct Form: View {
      @State private var name = ""
      @State private var submitted = "none"
      var body: some View {
        VStack(spacing: 12) {
          TextField("Name", text: $name).onSubmit { submitted = name }
          Text("Echo: \\(name)")
          Text("Submitted: \\(submitted)")
        }
        .padding()
      }
    }

    #Preview { Form() }
    """

  private func xsel(_ app: LiveApp, _ arguments: [String], input: String = "") throws -> String {
    let tool = try #require(App.which("xsel"), "xsel is not installed: scripts/setup.sh installs it")
    let run = try runProcess(
      tool, arguments, stdin: Array(input.utf8), environment: environment(["DISPLAY": app.server.display]), timeout: 10)
    return String(decoding: run.stdout, as: UTF8.self)
  }

  @Test("Typed text (é included) reaches the field, not the shortcuts; Return submits; Ctrl-C and Ctrl-V use CLIPBOARD")
  func typeAndClipboard() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("field-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Form.swift")
    try Self.source.write(to: file, atomically: false, encoding: .utf8)
    let app = try LiveApp(command: ["open", file.path, "--size", "500x300"], readyTimeout: 90)
    let first = try #require(app.waitForFrame(timeout: 60) { draws($0, "Name") }, "the field shows its prompt")
    let prompt = try #require(first.views.first { $0.kind == "text" && $0.label == "Name" })
    app.click(x: prompt.midX, y: prompt.midY)
    // A delay between keys: xdotool binds a spare keycode for "é" and unbinds it afterwards.
    app.xdotool(["type", "--delay", "120", "qué"])
    #expect(app.waitForFrame { draws($0, "Echo: qué") } != nil, "typed text, q included, goes to the field")
    #expect(app.exitStatus == nil && app.waitForExit(timeout: 0.2) == nil, "q did not quit")
    app.key("Return")
    #expect(app.waitForFrame { draws($0, "Submitted: qué") } != nil, "Return runs onSubmit")

    // Copy: select all and Ctrl-C; another client reads CLIPBOARD from the window.
    app.key("ctrl+a")
    app.key("ctrl+c")
    var copied = ""
    for _ in 0..<50 where copied != "qué" {
      copied = try xsel(app, ["--clipboard", "--output"])
      if copied != "qué" { Thread.sleep(forTimeInterval: 0.1) }
    }
    #expect(copied == "qué")

    // Paste: another client owns CLIPBOARD (xsel, kept in the foreground while it serves);
    // Ctrl-V at the end of the field reads it.
    let owner = Process()
    owner.executableURL = URL(fileURLWithPath: try #require(App.which("xsel")))
    owner.arguments = ["--clipboard", "--input", "--nodetach"]
    owner.environment = environment(["DISPLAY": app.server.display])
    let input = Pipe()
    owner.standardInput = input
    owner.standardOutput = FileHandle.nullDevice
    owner.standardError = FileHandle.nullDevice
    try owner.run()
    defer {
      owner.terminate()
      owner.waitUntilExit()
    }
    input.fileHandleForWriting.write(Data(" ça va".utf8))
    try input.fileHandleForWriting.close()
    for _ in 0..<50 where (try? xsel(app, ["--clipboard", "--output"])) != " ça va" {
      Thread.sleep(forTimeInterval: 0.1)
    }
    app.key("End")
    app.key("ctrl+v")
    #expect(app.waitForFrame { draws($0, "Echo: qué ça va") } != nil, "pasted from another client")
  }
}
