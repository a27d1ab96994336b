import Demos
import PlaygroundApp
import PlaygroundUI
import Testing

/// `--after`'s gesture actions: `drag:X1,Y1,X2,Y2[,SECONDS]`, `press:X,Y,SECONDS` and
/// `wheel:X,Y,DX,DY[,ctrl][,shift]`, each mistake refused with a sentence naming it, and the
/// clock advanced by the time a drag or press takes.
@MainActor
@Suite struct GestureScriptTests {
  @Test("drag, press and wheel parse; a drag takes 0.3 s unless told")
  func parses() throws {
    let script = try ScriptedActions(
      "drag:10,20,110,220; drag:1,2,3,4,0; press:5,6,0.75; wheel:7,8,0,-3; wheel:7,8,0,2,ctrl; wheel:1,1,0,1,ctrl,shift"
    )
    #expect(
      script.actions == [
        .drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 110, y: 220), seconds: 0.3),
        .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), seconds: 0),
        .press(CGPoint(x: 5, y: 6), seconds: 0.75),
        .wheel(CGPoint(x: 7, y: 8), steps: CGSize(width: 0, height: -3), control: false, shift: false),
        .wheel(CGPoint(x: 7, y: 8), steps: CGSize(width: 0, height: 2), control: true, shift: false),
        .wheel(CGPoint(x: 1, y: 1), steps: CGSize(width: 0, height: 1), control: true, shift: true),
      ])
  }

  @Test(
    "A mistake is refused with a sentence naming it",
    arguments: [
      ("drag:1,2,3", "drag needs X1,Y1,X2,Y2[,SECONDS], got \"1,2,3\""),
      ("drag:1,2,3,x", "\"x\" is not a finite number"),
      ("drag:1,2,3,4,-1", "drag needs seconds between 0 and 600"),
      ("drag:1,2,3,nan", "\"nan\" is not a finite number"),
      ("press:1,2", "press needs X,Y,SECONDS"),
      ("press:1,2,700", "press needs seconds between 0 and 600"),
      ("wheel:1,2,3", "wheel needs X,Y,DX,DY[,ctrl][,shift]"),
      ("wheel:1,2,3,4,alt", "\"alt\" is not ctrl or shift"),
      ("wheel:1,2,3,4,shift", "shift needs ctrl too"),
      ("swipe:1,2", "unknown action \"swipe\" (use click, key, wait, drag, press or wheel)"),
    ])
  func refuses(_ script: String, _ reason: String) {
    #expect {
      try ScriptedActions(script)
    } throws: { error in
      let message = String(describing: error)
      return message.hasPrefix("--after: ") && message.contains(reason)
    }
  }

  @Test("A drag and a press advance the clock by their seconds; a wheel step takes none")
  func clock() throws {
    let session = fakeSession(.flow)
    session.frame(at: 0)
    let end = try ScriptedActions("drag:5,5,50,5,0.5;press:5,5,0.25;wheel:5,5,0,1").replay(
      on: session, size: window, from: 1)
    #expect(isClose(end, 1.75))
  }

  private func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
}
