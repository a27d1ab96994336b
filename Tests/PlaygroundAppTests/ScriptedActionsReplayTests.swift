import Demos
import PlaygroundApp
import PlaygroundUI
import Testing

/// `--after` replayed on a real session (the fake text measurer): clicks land where the script
/// says, keys do what the README's key table says, waits advance the clock.
@MainActor
@Suite struct ScriptedActionsReplayTests {
  @Test("click:TEXT toggles that chip: after the spring it draws its checkmark; twice undoes it")
  func clickText() throws {
    let session = fakeSession(.chips)
    session.frame(at: 0)
    #expect(!session.drawsCheckmark)
    let end = try ScriptedActions("click:Exercise 💪;wait:2").replay(on: session, size: window, from: 0)
    #expect(end == 2)
    session.frame(at: end)
    #expect(session.drawsCheckmark)
    #expect(session.text("1 selected") != nil)
    let again = try ScriptedActions("click:Exercise 💪;wait:2").replay(on: session, size: window, from: end)
    session.frame(at: again)
    #expect(!session.drawsCheckmark)
    #expect(session.text("Nothing selected") != nil)
  }

  @Test("click:X,Y clicks that point: the centre of the Spiral tab switches demos")
  func clickPoint() throws {
    let session = fakeSession(.flow)
    session.frame(at: 0)
    let tab = try #require(session.text("4  Spiral"))
    _ = try ScriptedActions("click:\(tab.frame.midX),\(tab.frame.midY)").replay(on: session, size: window, from: 0)
    #expect(session.demo == .spiral)
  }

  @Test("key:K: digits pick a demo; tab and shift-tab move focus and leave the demo")
  func keys() throws {
    let session = fakeSession(.flow)
    var demos: [DemoID] = []
    for name in ["3", "tab", "4", "shift-tab", "1", "2"] {
      _ = try ScriptedActions("key:\(name)").replay(on: session, size: window, from: 0)
      demos.append(session.demo)
    }
    // The digits are the README's: Flow, Chips, Equal stacks, Spiral.
    #expect(demos == [.equal, .equal, .spiral, .spiral, .flow, .chips])
    // A control on a page switched away is no longer focused; Tab focuses one on this page.
    #expect(session.graph.focusedControl == nil)
    _ = try ScriptedActions("key:tab").replay(on: session, size: window, from: 0)
    #expect(session.graph.focusedControl != nil && session.demo == .chips)
  }

  @Test("key:i turns the inspector on; key:m toggles slow animations")
  func inspectorAndSlowKeys() throws {
    let session = fakeSession(.flow)
    _ = try ScriptedActions("key:i;key:m").replay(on: session, size: window, from: 0)
    #expect(session.graph.inspector.isEnabled)
    #expect(session.graph.slowAnimations)
    _ = try ScriptedActions("key:M").replay(on: session, size: window, from: 0)
    #expect(!session.graph.slowAnimations)
  }

  @Test("A click on text that is not drawn fails, naming the text")
  func missingText() {
    let session = fakeSession(.chips)
    #expect(throws: CommandLineError("--after: no text \"Swim 🏊\" is drawn to click")) {
      try ScriptedActions("click:Swim 🏊").replay(on: session, size: window, from: 0)
    }
  }

  @Test("Waits add up on the clock")
  func waits() throws {
    let session = fakeSession(.flow)
    let end = try ScriptedActions("wait:0.5;key:2;wait:0.25").replay(on: session, size: window, from: 1)
    #expect(abs(end - 1.75) < 1e-12)
  }
}
