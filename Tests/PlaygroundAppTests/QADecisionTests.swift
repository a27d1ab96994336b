import Foundation
import PlaygroundApp
import PlaygroundUI
import Testing
import X11Host

/// `qa`'s pure decisions: record modes as swift-snapshot-testing documents them (its README:
/// "When an assertion first runs, a snapshot is automatically recorded to disk and the test will
/// fail"; `.failed` re-records failing snapshots; `.never` records nothing; `.all` records every
/// one), thresholds, paths, JUnit escaping and exit statuses.
@Suite("qa decisions")
struct QADecisionTests {
  @Test("missing: an absent baseline is written and the case is new; a mismatch fails and keeps the baseline")
  func missingMode() {
    #expect(RecordMode.missing.decide(hasBaseline: false, matches: false) == (.new, true))
    #expect(RecordMode.missing.decide(hasBaseline: true, matches: true) == (.passed, false))
    #expect(RecordMode.missing.decide(hasBaseline: true, matches: false) == (.failed, false))
  }

  @Test("failed rewrites failing and absent baselines; never writes none; all writes every one")
  func otherModes() {
    #expect(RecordMode.failed.decide(hasBaseline: true, matches: false) == (.recorded, true))
    #expect(RecordMode.failed.decide(hasBaseline: true, matches: true) == (.passed, false))
    #expect(RecordMode.failed.decide(hasBaseline: false, matches: false) == (.new, true))
    #expect(RecordMode.never.decide(hasBaseline: false, matches: false) == (.new, false))
    #expect(RecordMode.never.decide(hasBaseline: true, matches: false) == (.failed, false))
    #expect(RecordMode.all.decide(hasBaseline: true, matches: true) == (.recorded, true))
    #expect(RecordMode.all.decide(hasBaseline: false, matches: false) == (.new, true))
  }

  @Test("--record wins over LAYOUT_PLAYGROUND_RECORD; missing by default; a bad value is a sentence")
  func recordModeSources() throws {
    let environment = ["LAYOUT_PLAYGROUND_RECORD": "failed"]
    #expect(try RecordMode.resolve(flag: nil, environment: [:]) == .missing)
    #expect(try RecordMode.resolve(flag: nil, environment: environment) == .failed)
    #expect(try RecordMode.resolve(flag: "never", environment: environment) == .never)
    #expect(try RecordMode.resolve(flag: "ALL", environment: [:]) == .all)
    #expect(throws: QAInputError("unknown record mode \"sometimes\" in --record: use all, failed, missing, never")) {
      try RecordMode.resolve(flag: "sometimes", environment: [:])
    }
    #expect(
      throws: QAInputError(
        "unknown record mode \"yes\" in LAYOUT_PLAYGROUND_RECORD: use all, failed, missing, never")
    ) { try RecordMode.resolve(flag: nil, environment: ["LAYOUT_PLAYGROUND_RECORD": "yes"]) }
  }

  @Test("thresholds read as percent with or without %, 0…100")
  func thresholdParsing() throws {
    #expect(try QAThreshold(parsing: "0.5%").percent == 0.5)
    #expect(try QAThreshold(parsing: "0.5").percent == 0.5)
    #expect(try QAThreshold(parsing: " 12 % ").percent == 12)
    for bad in ["", "%", "abc", "-1", "101%", "nan"] {
      #expect(throws: QAInputError.self) { try QAThreshold(parsing: bad) }
    }
    #expect(QAThreshold(percent: 1).overridden(by: nil).percent == 1)
    #expect(QAThreshold(percent: 1).overridden(by: 3).percent == 3)
    #expect(QAThreshold(percent: 1).overridden(by: 250).percent == 100)
  }

  /// Two 10×10 images, `changed` pixels of the second painted another colour.
  private func difference(changed: Int) -> PixelDifference {
    let old = RGBAImage(width: 10, height: 10, fill: SIMD4(255, 255, 255, 255))
    var new = old
    for index in 0..<changed { new.pixels[index * 4] = 0 }
    return PixelDifference(baseline: old, actual: new)
  }

  @Test("exact by default; a threshold tolerates that share of differing pixels, inclusive; sizes must agree")
  func thresholdAcceptance() {
    #expect(QAThreshold.exact.accepts(difference(changed: 0), sameSize: true))
    #expect(!QAThreshold.exact.accepts(difference(changed: 1), sameSize: true))
    #expect(QAThreshold(percent: 1).accepts(difference(changed: 1), sameSize: true))
    #expect(!QAThreshold(percent: 1).accepts(difference(changed: 2), sameSize: true))
    #expect(QAThreshold(percent: 5).accepts(difference(changed: 5), sameSize: true))
    #expect(!QAThreshold(percent: 100).accepts(difference(changed: 0), sameSize: false))
  }

  @Test("baselines and artifacts: file stem, file-safe preview name, variant suffix after a dot")
  func paths() {
    let plain = QAPaths(file: "/tmp/x/Card.swift", preview: "Hello", suffix: "")
    #expect(plain.baselineImage(in: "/b") == "/b/Card/Hello.png")
    #expect(plain.baselineLayout(in: "/b") == "/b/Card/Hello.layout.json")
    #expect(plain.actual == "cases/Card/Hello/actual.png")
    let dark = QAPaths(file: "Card.swift", preview: "A/B\\C\u{0}D\nE", suffix: "dark.xxxLarge")
    #expect(dark.name == "A_B_C_D_E.dark.xxxLarge")
    #expect(dark.baselineImage(in: "/b") == "/b/Card/A_B_C_D_E.dark.xxxLarge.png")
    #expect(dark.diff == "cases/Card/A_B_C_D_E.dark.xxxLarge/diff.png")
    #expect(dark.why == "cases/Card/A_B_C_D_E.dark.xxxLarge/why.json")
  }

  @Test("the default baselines folder is __Snapshots__ beside a file, inside a folder")
  func defaultBaselines() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-paths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(QAPaths.defaultBaselines(for: folder.path) == folder.path + "/__Snapshots__")
    #expect(QAPaths.defaultBaselines(for: folder.path + "/Card.swift") == folder.path + "/__Snapshots__")
    #expect(QAPaths.defaultBaselines(for: "Card.swift") == "./__Snapshots__")
  }

  private func qaCase(_ file: String, _ preview: String, _ status: QACase.Status, pixels: Int = 0) -> QACase {
    QACase(
      file: file, preview: preview, variant: "", variantLabel: "default", axes: [:], status: status,
      baselineWritten: status != .passed && status != .failed, differingPixels: pixels, totalPixels: 100,
      thresholdPercent: 0, actual: "cases/\(file)/\(preview)/actual.png", baseline: nil, diff: nil,
      layout: "cases/\(file)/\(preview)/layout.json", why: nil, violations: [])
  }

  @Test(
    "exit status: 0 all passed or recorded in all; 1 on a failure or a new baseline; 3 on violations under --strict")
  func exitStatus() {
    let passed = qaCase("Card", "A", .passed)
    #expect(QAExitStatus.status(of: [passed], mode: .missing, strict: false) == 0)
    #expect(QAExitStatus.status(of: [passed, qaCase("Card", "B", .new)], mode: .missing, strict: false) == 1)
    #expect(QAExitStatus.status(of: [passed, qaCase("Card", "B", .new)], mode: .all, strict: false) == 0)
    #expect(QAExitStatus.status(of: [qaCase("Card", "B", .recorded)], mode: .failed, strict: false) == 1)
    #expect(QAExitStatus.status(of: [qaCase("Card", "B", .recorded)], mode: .all, strict: false) == 0)
    #expect(QAExitStatus.status(of: [qaCase("Card", "B", .failed)], mode: .never, strict: false) == 1)
    var broken = passed
    broken.violations = ["FlowLayout placed subview 2 twice"]
    #expect(QAExitStatus.status(of: [broken, qaCase("Card", "B", .failed)], mode: .missing, strict: true) == 3)
    #expect(QAExitStatus.status(of: [broken], mode: .missing, strict: false) == 0)
  }

  @Test("JUnit XML: a suite per file, a case per preview and variant, failures escaped")
  func junit() {
    let entries = [
      JUnitReport.Entry(qaCase: qaCase("Card", "Plain", .passed), whySummary: nil, fails: false),
      JUnitReport.Entry(
        qaCase: qaCase("Card", "A <\"&'> B", .failed, pixels: 42), whySummary: "Text \"Hi\" moved\u{1}",
        fails: true),
      JUnitReport.Entry(qaCase: qaCase("List", "Rows", .new), whySummary: nil, fails: true),
    ]
    let xml = JUnitReport.xml(entries)
    #expect(xml.contains("<testsuites name=\"layout-playground qa\" tests=\"3\" failures=\"2\">"))
    #expect(xml.contains("<testsuite name=\"Card\" tests=\"2\" failures=\"1\">"))
    #expect(xml.contains("<testsuite name=\"List\" tests=\"1\" failures=\"1\">"))
    #expect(xml.contains("<testcase classname=\"Card\" name=\"Plain [default]\"/>"))
    #expect(xml.contains("name=\"A &lt;&quot;&amp;&apos;&gt; B [default]\""))
    #expect(xml.contains("<failure message=\"42 of 100 pixels differ\">Text &quot;Hi&quot; moved\u{FFFD}&#10;"))
    #expect(xml.contains("<failure message=\"no baseline: recorded one\">"))
    #expect(JUnitReport.escape("a\tb\u{0}c\u{FFFE}") == "a&#9;b\u{FFFD}c\u{FFFD}")
  }

  @Test("the diff image: changed pixels in the highlight, the rest the actual faded towards white")
  func diffImage() {
    let old = RGBAImage(width: 2, height: 1, fill: SIMD4(0, 0, 0, 255))
    var new = old
    new.pixels[4] = 10
    let image = DiffImage.make(actual: new, difference: PixelDifference(baseline: old, actual: new))
    #expect(image[1, 0] == SIMD4(255, 0, 200, 255))
    // Black kept at a quarter: 255 × 3/4.
    #expect(image[0, 0] == SIMD4(191, 191, 191, 255))
  }

  @Test("PNGReader reads back exactly what PNGWriter wrote, translucent pixels included")
  func pngRoundTrip() throws {
    var image = RGBAImage(width: 7, height: 5)
    for index in 0..<image.pixels.count { image.pixels[index] = UInt8((index * 37 + index / 3) % 256) }
    #expect(try PNGReader.decode(PNGWriter.encode(image)) == image)
    #expect(throws: PNGReader.Failure.self) { try PNGReader.decode([1, 2, 3]) }
  }
}
