import PlaygroundApp
import PlaygroundUI
import Testing

/// `screenshot --after`: the script's grammar, and a clear sentence for each mistake.
@Suite struct ScriptedActionsParsingTests {
  @Test("Each verb parses; spaces around items and empty items are ignored")
  func verbs() throws {
    let script = try ScriptedActions(
      " click:12.5,40 ; click:Exercise 💪;key:2;key:TAB;key:shift-tab;key:Esc;wait:0.25;; ")
    #expect(
      script.actions == [
        .clickPoint(CGPoint(x: 12.5, y: 40)), .clickText("Exercise 💪"), .key(.character("2")), .key(.tab),
        .key(.shiftTab), .key(.escape), .wait(0.25),
      ])
    #expect(try ScriptedActions("").actions.isEmpty)
  }

  @Test("A click whose argument is not two numbers is a click on that text")
  func clickTextWithComma() throws {
    #expect(try ScriptedActions("click:Hello, world").actions == [.clickText("Hello, world")])
    #expect(try ScriptedActions("click:3,4,5").actions == [.clickText("3,4,5")])
  }

  @Test(
    "A mistake is refused with a sentence naming it",
    arguments: [
      ("tap:1,2", "unknown action \"tap\""),
      ("click", "\"click\" is not VERB:ARGUMENT"),
      ("click:", "click needs X,Y or the text"),
      ("click:nan,4", "not a finite point"),
      ("key:ctrl", "unknown key \"ctrl\""),
      ("key:", "unknown key \"\""),
      ("wait:soon", "wait needs seconds between 0 and 600, got \"soon\""),
      ("wait:-1", "got \"-1\""),
      ("wait:601", "got \"601\""),
      ("wait:inf", "got \"inf\""),
    ])
  func refuses(_ script: String, _ reason: String) {
    #expect {
      try ScriptedActions("key:1;" + script)
    } throws: { error in
      let message = String(describing: error)
      return message.hasPrefix("--after: ") && message.contains(reason)
    }
  }

  @Test("An unknown key's error lists the names that exist")
  func unknownKeyListsNames() {
    #expect {
      try ScriptedActions("key:hyper-space")
    } throws: { error in
      let message = String(describing: error)
      return ["tab", "shift-tab", "escape", "enter"].allSatisfy(message.contains)
    }
  }
}
