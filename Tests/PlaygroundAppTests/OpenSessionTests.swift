import Demos
import PlaygroundApp
import PlaygroundUI
import Testing

/// A preview with state: a counter the tests click.
private struct Counter: View {
  let label: String
  @State private var count = 0

  var body: some View {
    Button("\(label) \(count)") { count += 1 }
  }
}

/// The window of `open` without X or a compiler: previews given directly, as a loaded build
/// would register them.
@MainActor
@Suite struct OpenSessionTests {
  private let size = CGSize(width: 500, height: 300)

  private func entry(_ name: String, label: String? = nil) -> PreviewEntry {
    PreviewEntry(name: name, file: "Counter.swift", line: 1) { Counter(label: label ?? name) }
  }

  private func texts(_ session: OpenSession) -> [String] {
    session.graph.tracedViews.filter { $0.kind == "text" }.map(\.detail)
  }

  private func click(_ session: OpenSession, _ text: String, at time: Double) throws {
    let view = try #require(
      session.graph.tracedViews.first { $0.kind == "text" && $0.detail == text }, "\(text) is not drawn")
    session.graph.click(at: CGPoint(x: view.frame.midX, y: view.frame.midY), time: time)
    _ = session.graph.render(size: size, time: time)
  }

  @Test func theFirstPreviewIsShownAndAPickerOnlyWithSeveral() {
    let session = OpenSession(measurer: FakeTextMeasurer())
    session.load([entry("Alone")], milliseconds: nil)
    _ = session.graph.render(size: size, time: 0)
    #expect(texts(session) == ["Alone 0"])
    session.load([entry("One"), entry("Two")], milliseconds: 120)
    _ = session.graph.render(size: size, time: 0)
    #expect(texts(session).contains("One 0") && !texts(session).contains("Two 0"))
    #expect(texts(session).contains("Two"), "a picker tab per preview")
    #expect(session.title == "Layout Playground — One")
  }

  @Test func aReloadKeepsTheSelectionAndTheStateAndSaysHowLongItTook() throws {
    let session = OpenSession(measurer: FakeTextMeasurer())
    session.load([entry("One"), entry("Two")], milliseconds: nil)
    _ = session.graph.render(size: size, time: 0)
    try click(session, "Two", at: 0)
    try click(session, "Two 0", at: 0)
    #expect(texts(session).contains("Two 1"))
    session.load([entry("One"), entry("Two")], milliseconds: 240)
    _ = session.graph.render(size: size, time: 1)
    #expect(session.selectedName == "Two")
    #expect(texts(session).contains("Two 1"), "the counter's state survives the reload")
    #expect(texts(session).contains("Reloaded in 240 ms"))
  }

  @Test func theWindowsStatusLineNamesThePlatform() {
    let window = OpenSession(measurer: FakeTextMeasurer(), platform: "macOS")
    window.load([entry("One")], milliseconds: nil)
    _ = window.graph.render(size: size, time: 0)
    #expect(texts(window).contains("macOS"), "named from the first build, before any status")
    window.load([entry("One")], milliseconds: 240)
    _ = window.graph.render(size: size, time: 1)
    #expect(texts(window).contains("macOS") && texts(window).contains("Reloaded in 240 ms"))
    let screenshot = OpenSession(measurer: FakeTextMeasurer())
    screenshot.load([entry("One")], milliseconds: nil)
    _ = screenshot.graph.render(size: size, time: 0)
    #expect(texts(screenshot) == ["One 0"], "a screenshot shows the preview alone")
  }

  @Test func problemsShowOverTheLastGoodVersionUntilTheNextGoodBuild() throws {
    let session = OpenSession(measurer: FakeTextMeasurer())
    session.load([entry("One")], milliseconds: nil)
    _ = session.graph.render(size: size, time: 0)
    try click(session, "One 0", at: 0)
    let error = "Counter.swift:3:5: error: cannot find 'Txt' in scope"
    session.showProblems(title: "The latest save does not build", lines: [error], status: "Build failed")
    _ = session.graph.render(size: size, time: 1)
    #expect(texts(session).contains(error))
    #expect(texts(session).contains("One 1"), "the last good version stays underneath, state and all")
    try click(session, "One 1", at: 1)
    #expect(texts(session).contains("One 2"), "and stays interactive")
    session.load([entry("One")], milliseconds: 90)
    _ = session.graph.render(size: size, time: 2)
    #expect(!texts(session).contains(error))
  }

  @Test func bracketsCycleThePreviewsAndReportTheChoiceWhileTabMovesFocus() {
    let session = OpenSession(measurer: FakeTextMeasurer())
    var reported: [String] = []
    session.onSelectionChange = { reported.append($0) }
    session.load([entry("A"), entry("B"), entry("C")], milliseconds: nil)
    _ = session.graph.render(size: size, time: 0)
    // Tab moves focus (to the preview picker's first button), not the preview.
    #expect(session.handle(.tab) == .none)
    #expect(session.selectedName == "A")
    #expect(session.graph.focusedControl != nil)
    #expect(session.handle(.character("]")) == .none)
    #expect(session.selectedName == "B")
    _ = session.handle(.character("["))
    _ = session.handle(.character("["))
    #expect(session.selectedName == "C")
    #expect(reported == ["B", "A", "C"])
    #expect(session.handle(.character("q")) == .quit)
  }

  @Test func aPreferredPreviewIsSelectedWhenItExists() {
    let session = OpenSession(measurer: FakeTextMeasurer(), preferredPreview: "B")
    session.load([entry("A"), entry("B")], milliseconds: nil)
    #expect(session.selectedName == "B")
    let other = OpenSession(measurer: FakeTextMeasurer(), preferredPreview: "Z")
    other.load([entry("A"), entry("B")], milliseconds: nil)
    #expect(other.selectedName == "A")
  }
}
