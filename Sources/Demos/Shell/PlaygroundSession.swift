import PlaygroundUI

/// The playground as a host drives it: the shell view in a graph, the selected demo, the
/// keyboard shortcuts (docs/command-line.md, “Keys in the window”), slow animations, the inspector
/// and trace lines. Knows nothing of X11, so all of it is testable with a fake measurer.
@MainActor
package final class PlaygroundSession {
  /// What the host should do after a key.
  package enum Action: Equatable, Sendable {
    case none, quit, screenshot
  }

  package let graph: ViewGraph
  package private(set) var demo: DemoID

  package init(measurer: any TextMeasuring, demo: DemoID = .flow, slowAnimations: Bool = false) {
    self.demo = demo
    var select: (DemoID) -> Void = { _ in }
    var current: () -> DemoID = { .flow }
    graph = ViewGraph(measurer: measurer) {
      PlaygroundShell(selection: Binding(get: { current() }, set: { select($0) }))
    }
    graph.slowAnimations = slowAnimations
    current = { [unowned self] in self.demo }
    select = { [unowned self] in self.show($0) }
  }

  package var title: String { "Layout Playground — \(demo.title)" }

  /// Switches to a demo (keys 1–5, Tab, Shift-Tab, or a tab click).
  package func show(_ demo: DemoID) {
    guard demo != self.demo else { return }
    self.demo = demo
    graph.setNeedsUpdate()
  }

  /// Handles a key press; keys without a shortcut do nothing.
  package func handle(_ key: Key) -> Action {
    switch key {
    case .escape: return .quit
    case .tab: show(demo.next)
    case .shiftTab: show(demo.previous)
    case .enter, .left, .right, .up, .down: break
    case .character(let character):
      switch character.lowercased() {
      case "q": return .quit
      case "s": return .screenshot
      case "m":
        graph.slowAnimations.toggle()
      case "i": graph.toggleInspector()
      default:
        if let digit = character.wholeNumberValue, (1...DemoID.allCases.count).contains(digit) {
          show(DemoID.allCases[digit - 1])
        }
      }
    }
    return .none
  }

  /// The trace line for the frame just rendered (`--trace`, see docs/trace-format.md).
  package func traceLine(time: Double, window: CGSize) -> String {
    TraceLine.json(time: time, demo: demo.rawValue, window: window, views: graph.tracedViews)
  }
}
