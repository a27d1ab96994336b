import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `layout-playground qa` under Xvfb, as a user runs it: record, a clean rerun, a changed padding
/// caught with its diff, `--record failed` accepting it, light and dark baselines kept apart,
/// blocked-text baselines that survive another font configuration, byte-identical artifacts
/// across runs, and bad input refused with one sentence.
@MainActor
@Suite("qa command under Xvfb", .serialized, .exclusiveX)
struct QACommandEndToEndTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("qa-\(UUID().uuidString)")

  static func card(padding: Int) -> String {
    """
    import SwiftUI

    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Hello").font(.title).bold()
                Text("A card with a caption that wraps onto more lines than one")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(\(padding))
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.2)))
            .padding(20)
        }
    }

    #Preview("Card") { Card() }
    """
  }

  private var file: URL { directory.appendingPathComponent("Card.swift") }
  private var report: String { directory.appendingPathComponent("report").path }
  private var snapshots: String { directory.appendingPathComponent("__Snapshots__").path }

  private func write(padding: Int) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(Self.card(padding: padding).utf8).write(to: file)
  }

  private func qa(_ server: XvfbServer, _ arguments: [String], environment changes: [String: String?] = [:]) throws
    -> Finished
  {
    var all: [String: String?] = ["DISPLAY": server.display, "LAYOUT_PLAYGROUND_RECORD": nil]
    all.merge(changes) { $1 }
    return try runProcess(
      try App.requireBinary(), ["qa", file.path, "--report", report] + arguments,
      environment: environment(all), timeout: 240)
  }

  private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  @Test("record, rerun clean, a changed padding fails with a diff, --record failed fixes it; light and dark apart")
  func recordCompareAndFix() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    try write(padding: 16)
    let variants = ["--variants", "scheme=light,dark"]
    // No baselines yet: both are written and the run fails, as swift-snapshot-testing's does.
    let first = try qa(server, variants)
    #expect(first.status == 1, "\(first.summary)")
    #expect(first.stdoutText.contains("+ Card  Card  light  new baseline recorded"), "\(first.stdoutText)")
    let light = try bytes(snapshots + "/Card/Card.png")
    let dark = try bytes(snapshots + "/Card/Card.dark.png")
    #expect(light != dark, "the dark baseline is its own")
    #expect(FileManager.default.fileExists(atPath: snapshots + "/Card/Card.dark.layout.json"))
    let firstActual = try bytes(report + "/cases/Card/Card/actual.png")
    let firstLayout = try bytes(report + "/cases/Card/Card/layout.json")
    #expect(firstActual == light)

    // The same code again: everything matches, and the artifacts are byte-identical.
    let clean = try qa(server, variants)
    #expect(clean.status == 0, "\(clean.summary) \(clean.stdoutText)")
    #expect(clean.stdoutText.contains("2 snapshots: 2 passed"), "\(clean.stdoutText)")
    #expect(try bytes(report + "/cases/Card/Card/actual.png") == firstActual, "PNGs are byte-identical")
    #expect(try bytes(report + "/cases/Card/Card/layout.json") == firstLayout, "layout records are too")
    let cleanResults = try bytes(report + "/results.json")

    // A larger padding: the card's content moves; the run fails with a diff and both records.
    try write(padding: 28)
    let changed = try qa(server, variants + ["--junit", directory.appendingPathComponent("qa.xml").path])
    #expect(changed.status == 1, "\(changed.summary)")
    #expect(changed.stdoutText.contains("✗ Card  Card  light"), "\(changed.stdoutText)")
    let folder = report + "/cases/Card/Card"
    for name in ["actual.png", "baseline.png", "diff.png", "layout.json", "baseline.layout.json"] {
      #expect(FileManager.default.fileExists(atPath: folder + "/" + name), "\(name) written")
    }
    #expect(try bytes(snapshots + "/Card/Card.png") == light, "missing mode keeps the baseline")
    let diff = try readPNG(path: folder + "/diff.png")
    let highlighted = (0..<diff.height).reduce(0) { sum, y in
      sum + (0..<diff.width).filter { diff[$0, y] == SIMD4(255, 0, 200, 255) }.count
    }
    #expect(highlighted > 100, "the moved text is highlighted (\(highlighted) px)")
    // The text moved 12 points right and down: 20 + 28 against 20 + 16.
    let after = try String(contentsOfFile: folder + "/layout.json", encoding: .utf8)
    let before = try String(contentsOfFile: folder + "/baseline.layout.json", encoding: .utf8)
    #expect(after != before)
    // why.json names the moved text with its frames: the card fills the width, so its text starts
    // 20 + 16 points from the left before, 20 + 28 after.
    let why = try #require(
      try JSONSerialization.jsonObject(with: bytes(folder + "/why.json")) as? [String: Any], "why.json is an object")
    let changes = try #require(why["changes"] as? [[String: Any]])
    let hello = try #require(
      changes.first { ($0["label"] as? String)?.contains("Text(\"Hello\")") == true }, "why.json: \(why)")
    #expect((hello["kinds"] as? [String])?.contains("moved") == true)
    let beforeFrame = (hello["before"] as? [String: Any])?["frame"] as? [Double]
    let afterFrame = (hello["after"] as? [String: Any])?["frame"] as? [Double]
    #expect(
      beforeFrame?.first == 36 && afterFrame?.first == 48,
      "Hello moved \(String(describing: beforeFrame)) → \(String(describing: afterFrame))")
    #expect((why["summary"] as? String)?.contains("moved") == true, "\(why["summary"] ?? "")")
    #expect(FileManager.default.fileExists(atPath: report + "/index.html"), "the report is written")
    let junit = try String(contentsOfFile: directory.appendingPathComponent("qa.xml").path, encoding: .utf8)
    #expect(junit.contains(" moved"), "JUnit carries the why summary: \(junit)")
    #expect(junit.contains("<testsuite name=\"Card\" tests=\"2\" failures=\"2\">"), "\(junit)")

    // Accept the change: the failing baselines are rewritten (the run still fails), then all pass.
    let fixed = try qa(server, variants + ["--record", "failed"])
    #expect(fixed.status == 1, "\(fixed.summary)")
    #expect(try bytes(snapshots + "/Card/Card.png") != light, "the baseline was re-recorded")
    let rerun = try qa(server, variants)
    #expect(rerun.status == 0, "\(rerun.summary) \(rerun.stdoutText)")
    #expect(try bytes(report + "/results.json") == cleanResults, "results.json is byte-identical for a clean run")
  }

  @Test("blocked-text baselines match under another font configuration; bad input is one sentence, status 2")
  func blockedTextAndBadInput() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    try write(padding: 16)
    let recorded = try qa(server, ["--blocked-text", "--record", "all"])
    #expect(recorded.status == 0, "recorded in mode all: \(recorded.summary)")
    let config = try FontConfiguration.comfortaaOnly(in: directory)
    let otherFonts = try qa(server, ["--blocked-text"], environment: ["FONTCONFIG_FILE": config])
    #expect(otherFonts.status == 0, "\(otherFonts.summary) \(otherFonts.stdoutText)")
    // Real text does differ under that configuration, so the match above means something.
    let plain = try qa(server, ["--record", "all", "--baselines", directory.appendingPathComponent("plain").path])
    #expect(plain.status == 0)
    let plainOther = try qa(
      server, ["--record", "never", "--baselines", directory.appendingPathComponent("plain").path],
      environment: ["FONTCONFIG_FILE": config])
    #expect(plainOther.status == 1, "Comfortaa draws differently: \(plainOther.stdoutText)")

    let badMode = try qa(server, ["--record", "sometimes"])
    #expect(badMode.status == 2)
    #expect(badMode.stderr.contains("unknown record mode \"sometimes\" in --record: use all, failed, missing, never"))
    let badEnvironment = try qa(server, [], environment: ["LAYOUT_PLAYGROUND_RECORD": "yes"])
    #expect(badEnvironment.status == 2)
    #expect(badEnvironment.stderr.contains("in LAYOUT_PLAYGROUND_RECORD"), "\(badEnvironment.stderr)")
    let badVariant = try qa(server, ["--variants", "scheme=purple"])
    #expect(badVariant.status == 2)
    #expect(badVariant.stderr.contains("unknown scheme \"purple\" in --variants: use light or dark"))
    let badThreshold = try qa(server, ["--threshold", "lots"])
    #expect(badThreshold.status == 2 && badThreshold.stderr.contains("--threshold \"lots\""))
  }

  static let broken = """
    import SwiftUI

    /// Places only its first subview: the second is never placed, a contract violation.
    struct FirstOnly: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 100)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: .unspecified)
        }
    }

    #Preview("Broken") { FirstOnly { Text("A"); Text("B") } }
    """

  @Test(
    "--strict is status 3 on a broken layout; a preview's snapshotThreshold tolerates a change; an unknown --preview is 2"
  )
  func strictThresholdAndUnknownPreview() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let brokenFile = directory.appendingPathComponent("Broken.swift")
    try Data(Self.broken.utf8).write(to: brokenFile)
    let strict = try runProcess(
      try App.requireBinary(), ["qa", brokenFile.path, "--report", report, "--strict", "--record", "all"],
      environment: environment(["DISPLAY": server.display]), timeout: 240)
    #expect(strict.status == 3, "\(strict.summary)")
    #expect(strict.stdoutText.contains("contract violations"), "\(strict.stdoutText)")

    // The whole snapshot may differ: the grown padding passes, its pixels counted.
    let tolerant = { (padding: Int) in
      Self.card(padding: padding).replacingOccurrences(
        of: "#Preview(\"Card\") { Card() }", with: "#Preview(\"Card\") { Card().snapshotThreshold(100) }")
    }
    try Data(tolerant(16).utf8).write(to: file)
    let recorded = try qa(server, [])
    #expect(recorded.status == 1, "\(recorded.summary)")
    try Data(tolerant(28).utf8).write(to: file)
    let changed = try qa(server, [])
    #expect(changed.status == 0, "\(changed.summary) \(changed.stdoutText)")
    #expect(changed.stdoutText.contains("✓ Card  Card  default") && !changed.stdoutText.contains("  0 px"))

    let unknown = try qa(server, ["--preview", "Nope"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no preview is named \"Nope\"; the previews are: Card."), "\(unknown.stderr)")
  }

  /// Random numbers, a shuffle and a set's order: different every run in a plain process.
  static let random = """
    import SwiftUI

    struct Dots: View {
        let colors: [Color] = [.red, .green, .blue, .orange, .purple, .pink]
        var body: some View {
            VStack {
                ForEach(0..<4) { _ in
                    HStack {
                        ForEach(colors.shuffled().prefix(4), id: \\.self) { color in
                            Circle().fill(color).frame(width: CGFloat(Int.random(in: 20...60)))
                        }
                    }
                }
                Text(Set(["a", "b", "c", "d", "e", "f", "g"]).joined())
            }
        }
    }

    #Preview("Dots") { Dots() }
    """

  @Test("a preview whose code traps is one sentence naming it, after the runtime's message; status 2, no crash")
  func aTrapInTheUsersCode() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let trapping = directory.appendingPathComponent("Trap.swift")
    let source = """
      import SwiftUI

      struct Fine: View { var body: some View { Text("Fine") } }
      struct Broken: View {
          let names: [String] = []
          var body: some View { Text(names[2]) }
      }

      #Preview("Fine") { Fine() }
      #Preview("Broken") { Broken() }
      """
    try Data(source.utf8).write(to: trapping)
    let run = try runProcess(
      try App.requireBinary(), ["qa", trapping.path, "--report", report, "--variants", "scheme=light,dark"],
      environment: environment(["DISPLAY": nil, "LAYOUT_PLAYGROUND_RECORD": nil]), timeout: 240)
    #expect(run.status == 2, "\(run.summary)")
    #expect(run.stderr.contains("Fatal error: Index out of range"), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "layout-playground: your code trapped while rendering the preview \"Broken\" (light): see the message above"),
      "\(run.stderr)")
    // The runtime's stack trace of the unloaded build is left out.
    #expect(!run.stderr.contains("Current stack trace"), "\(run.stderr)")
  }

  @Test("random numbers, shuffles and set order repeat run to run; with no DISPLAY, qa starts its own Xvfb")
  func repeatableRandomAndPrivateServer() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let dots = directory.appendingPathComponent("Dots.swift")
    try Data(Self.random.utf8).write(to: dots)
    // No DISPLAY at all: the command's own server (and no test server is started here).
    let run = {
      try runProcess(
        try App.requireBinary(), ["qa", dots.path, "--report", self.report],
        environment: environment(["DISPLAY": nil, "LAYOUT_PLAYGROUND_RECORD": nil, "SWIFT_DETERMINISTIC_HASHING": nil]),
        timeout: 240)
    }
    let recorded = try run()
    #expect(recorded.status == 1, "\(recorded.summary)")
    #expect(recorded.stdoutText.contains("new baseline recorded"), "\(recorded.stdoutText)")
    for _ in 0..<2 {
      let again = try run()
      #expect(again.status == 0, "\(again.summary) \(again.stdoutText)")
    }
  }
}
