import PlaygroundUI

/// The playground as a host drives it: the shell view in a graph, the selected demo, the
/// keyboard shortcuts (docs/command-line.md, “Keys in the window”), slow animations, the inspector
/// and trace lines. Knows nothing of X11, so all of it is testable with a fake measurer.
@MainActor
package final class PlaygroundSession: InteractiveSession {
  package let graph: ViewGraph
  package private(set) var demo: DemoID
  package var canvas: CanvasSettings {
    didSet { if canvas != oldValue { graph.setNeedsUpdate() } }
  }

  /// `items` is how many tags, suggestions or circles `demo` starts with if it is Flow, Chips or
  /// Spiral (`--items`); nil for the usual number. The other demos keep theirs.
  package init(
    measurer: any TextMeasuring, demo: DemoID = .flow, slowAnimations: Bool = false, items: Int? = nil,
    canvas: CanvasSettings = CanvasSettings()
  ) {
    self.demo = demo
    self.canvas = canvas
    var select: (DemoID) -> Void = { _ in }
    var current: () -> DemoID = { .flow }
    let owner = SessionOwner()
    graph = ViewGraph(measurer: measurer) {
      DeviceCanvas(owner.session?.canvas ?? CanvasSettings()) {
        PlaygroundShell(selection: Binding(get: { current() }, set: { select($0) }), items: items, itemsDemo: demo)
      }
    }
    graph.slowAnimations = slowAnimations
    current = { [unowned self] in self.demo }
    owner.session = self
    select = { [unowned self] in self.show($0) }
  }

  package var title: String { "Layout Playground — \(demo.title)" }
  package var contentName: String { demo.rawValue }

  /// Switches to a demo (keys 1–4, or a tab click).
  package func show(_ demo: DemoID) {
    guard demo != self.demo else { return }
    self.demo = demo
    graph.setNeedsUpdate()
  }

  /// Handles a key press: the focused control first (Tab and Shift-Tab move focus, a text
  /// field takes typed keys), then the shared shortcuts, then 1–4 switch demos.
  package func handle(_ key: Key) -> SessionAction {
    if graph.handleKey(key) { return .none }
    if let action = handleCommonKey(key) { return action }
    switch key {
    case .character(let character):
      if let digit = character.wholeNumberValue, (1...DemoID.allCases.count).contains(digit) {
        show(DemoID.allCases[digit - 1])
      }
    default: break
    }
    return .none
  }
}

/// Lets the graph's root closure reach the session that owns the graph (set once it exists).
@MainActor
private final class SessionOwner {
  weak var session: PlaygroundSession?
}
