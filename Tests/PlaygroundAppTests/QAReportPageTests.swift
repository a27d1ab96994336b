import Foundation
import PlaygroundApp
import Testing

/// The `qa` report's files without a browser: escaping, the embedded data, the filters'
/// values, `results.json`, and that the same run writes the same bytes.
@Suite("qa report page")
struct QAReportPageTests {
  /// The page's JSON block, as the page's script reads it (the text between the element's tags).
  private func dataBlock(_ page: String) throws -> String {
    let open = #"<script type="application/json" id="qa-data">"#
    let start = try #require(page.range(of: open)).upperBound
    let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
    return String(page[start..<end])
  }

  private func qaCase(
    file: String = "Card", _ preview: String, axes: [String: String] = [:], status: QACase.Status = .passed
  ) -> QACase {
    let folder = "cases/\(file)/\(preview)"
    return QACase(
      file: file, preview: preview, variant: "", variantLabel: "default", axes: axes, status: status,
      baselineWritten: false, differingPixels: 0, totalPixels: 100, thresholdPercent: 0, actual: "\(folder)/actual.png",
      baseline: nil, diff: nil, layout: "\(folder)/layout.json", why: nil, violations: [])
  }

  @Test("HTML escaping: the five characters markup could hide in become character references")
  func escaping() {
    #expect(
      #"<script>alert("x") & 'y'</script>"#.htmlEscaped
        == "&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;")
    #expect("Café · 👍🏽 ok".htmlEscaped == "Café · 👍🏽 ok")
  }

  @Test("A command and preview names that are markup: escaped in the header, inert in the data block")
  func markupInData() throws {
    let command = #"layout-playground qa "</script><b>x</b>.swift""#
    let data = QAReportData(
      cases: [qaCase(#"</script><script>alert(1)</script> & \u2028"# + "\u{2028}")], command: command, exitStatus: 1,
      directory: "/nonexistent")
    let page = try QAReportPage.html(data)
    #expect(page.contains("<code>layout-playground qa &quot;&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;.swift&quot;</code>"))
    // The page's own elements are the only ones: its two scripts, no `<b>` or `<script>` from the data.
    #expect(page.components(separatedBy: "</script>").count - 1 == 2)
    #expect(!page.contains("<b>x") && !page.contains("alert(1)</script>"))
    let block = try dataBlock(page)
    #expect(!block.contains("<") && !block.contains(">") && !block.contains("&") && !block.contains("\u{2028}"))
    #expect(try JSONDecoder().decode(QAReportData.self, from: Data(block.utf8)) == data)
  }

  @Test("The data block round-trips: every case and every why.json, as written; a broken why.json is said")
  func dataRoundTrip() throws {
    let fixture = try QAReportFixture()
    defer { fixture.remove() }
    var cases = fixture.cases
    // A failure whose why.json is not JSON.
    let broken = "cases/Card/Broken/why.json"
    try FileManager.default.createDirectory(
      at: fixture.directory.appendingPathComponent("cases/Card/Broken"), withIntermediateDirectories: true)
    try Data("{\"summary\": ".utf8).write(to: fixture.directory.appendingPathComponent(broken))
    var failing = qaCase("Broken", status: .failed)
    failing.why = broken
    cases.append(failing)
    let data = QAReportData(cases: cases, command: "qa Card.swift", exitStatus: 1, directory: fixture.directory.path)
    let block = try dataBlock(try QAReportPage.html(data))
    let decoded = try JSONDecoder().decode(QAReportData.self, from: Data(block.utf8))
    #expect(decoded == data)
    #expect(decoded.cases.map(\.qaCase) == cases)
    #expect(
      decoded.cases.map(\.id) == [
        "Card/Profile", "Card/Profile.dark", "Card/\(QAReportFixture.markupPreview)",
        "Card/\(QAReportFixture.markupPreview).dark", "Card/Badge", "Card/Badge.dark", "Card/Broken",
      ])
    let expectedWhy = try JSONDecoder().decode(JSONValue.self, from: Data(QAReportFixture.profileWhy.utf8))
    #expect(decoded.cases[0].why == expectedWhy)
    #expect(decoded.cases[0].scale == 2 && decoded.cases[0].baselineScale == 2)
    #expect(decoded.cases[4].baselineScale == nil, "a new case has no baseline")
    #expect(decoded.cases[1].why == nil && decoded.cases[1].whyProblem == nil)
    #expect(decoded.cases[6].why == nil)
    let problem = try #require(decoded.cases[6].whyProblem)
    #expect(problem.hasPrefix("cases/Card/Broken/why.json is not JSON"), "\(problem)")
    #expect(decoded.cases[6].scale == nil, "its layout.json is missing")
  }

  @Test("The explainer's own why.json (WhyReport) travels through the page's data unchanged")
  func explainerRoundTrip() throws {
    let fixture = try QAReportFixture()
    defer { fixture.remove() }
    let report = WhyReport(
      summary: "1 view appeared",
      changes: [
        WhyReport.Change(
          kinds: [.appeared], id: "0.2", type: "Text", label: #"Text "Sale""#, before: nil,
          after: .init(frame: [10, 150, 100, 24], proposal: [100, nil], color: "#C91F4DFF", text: "Sale"), cause: nil,
          pixels: 700),
        WhyReport.Change(
          kinds: [.moved], id: "0.3", type: "Rectangle", label: "Rectangle",
          before: .init(frame: [0, 0, 10, 10], proposal: nil), after: .init(frame: [0, 4, 10, 10], proposal: nil),
          cause: nil, pixels: 40, movedWithParent: true),
      ], regions: [WhyReport.Region(rect: [10, 150, 100, 24], pixels: 700, changes: [0])], unattributedPixels: 3)
    var failure = fixture.cases[0]
    try report.json().write(to: fixture.directory.appendingPathComponent(try #require(failure.why)))
    failure.status = .failed
    let data = QAReportData(cases: [failure], command: "qa", exitStatus: 1, directory: fixture.directory.path)
    let embedded = try #require(data.cases[0].why)
    #expect(try JSONDecoder().decode(WhyReport.self, from: JSONEncoder().encode(embedded)) == report)
  }

  @Test("Case addresses: file/preview, the variant's suffix after a dot, and two cases never share one")
  func caseIDs() {
    var dark = qaCase("Row")
    dark.variant = "dark.rtl"
    #expect(QAReportData.caseID(qaCase("Row")) == "Card/Row")
    #expect(QAReportData.caseID(dark) == "Card/Row.dark.rtl")
    let data = QAReportData(
      cases: [qaCase("Row"), qaCase("Row")], command: "", exitStatus: 0, directory: "/nonexistent")
    #expect(data.cases.map(\.id) == ["Card/Row", "Card/Row~2"])
  }

  @Test("Filters: every status with its count, previews in order, axes in VariantAxis order with 2+ values")
  func filters() {
    let cases = [
      qaCase("A", axes: ["width": "320", "scheme": "light", "zeta": "1", "device": "iphone"], status: .failed),
      qaCase("A", axes: ["width": "200", "scheme": "light", "zeta": "2", "device": "iphone"]),
      qaCase("B", axes: ["width": "320", "scheme": "dark", "zeta": "1", "device": "iphone"], status: .new),
      qaCase("B", axes: ["width": "200", "scheme": "dark", "zeta": "2", "device": "iphone"], status: .new),
    ]
    let filters = QAReportFilters(cases: cases)
    #expect(filters.statuses.map(\.status) == [.failed, .new, .recorded, .passed])
    #expect(filters.statuses.map(\.count) == [1, 2, 0, 1])
    #expect(filters.previews.map(\.key) == ["Card/A", "Card/B"])
    #expect(filters.previews.map(\.label) == ["A", "B"])
    #expect(filters.axes.map(\.axis) == ["scheme", "width", "zeta"], "device has one value: no filter")
    #expect(filters.axes.map(\.values) == [["light", "dark"], ["320", "200"], ["1", "2"]])
    let twoFiles = QAReportFilters(cases: [qaCase(file: "Card", "A"), qaCase(file: "List", "A")])
    #expect(twoFiles.previews.map(\.label) == ["Card › A", "List › A"])
    #expect(twoFiles.previews.map(\.key) == ["Card/A", "List/A"])
  }

  @Test("write: results.json per qa-formats.md, index.html beside it, and the same bytes on a second run")
  func writesFiles() throws {
    let fixture = try QAReportFixture()
    defer { fixture.remove() }
    let command = "layout-playground qa Card.swift --variants scheme=light,dark --report out"
    try QAReportPage.write(cases: fixture.cases, command: command, exitStatus: 1, to: fixture.directory.path)
    let resultsURL = fixture.directory.appendingPathComponent("results.json")
    let pageURL = fixture.directory.appendingPathComponent("index.html")
    let results = try Data(contentsOf: resultsURL)
    let page = try Data(contentsOf: pageURL)
    let object = try #require(try JSONSerialization.jsonObject(with: results) as? [String: Any])
    #expect(object.keys.sorted() == ["cases", "command", "exitStatus", "version"])
    #expect(
      object["version"] as? Int == 1 && object["exitStatus"] as? Int == 1 && object["command"] as? String == command)
    let decoded = try JSONDecoder().decode(QAResults.self, from: results)
    #expect(decoded.cases == fixture.cases)
    #expect(String(decoding: results, as: UTF8.self).contains(#""actual":"cases/Card/Profile/actual.png""#))
    try QAReportPage.write(cases: fixture.cases, command: command, exitStatus: 1, to: fixture.directory.path)
    #expect(try Data(contentsOf: resultsURL) == results)
    #expect(try Data(contentsOf: pageURL) == page)
    let html = String(decoding: page, as: UTF8.self)
    #expect(!html.contains("http://") && !html.contains("https://"), "nothing is fetched from the network")
    #expect(html.contains(#"<b>2</b> failed"#) && html.contains(#"<b>1</b> new"#) && html.contains(#"<b>2</b> passed"#))
  }
}
