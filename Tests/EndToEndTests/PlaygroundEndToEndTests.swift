import Foundation
import TestSupport
import Testing
import XvfbTestSupport

extension LiveApp {
  /// Every frame traced so far.
  func allFrames() -> [Frame] {
    poll()
    return frames
  }
}

extension LiveApp.Frame {
  /// The chips of the flow demo (tag capsules), in order.
  var flowChips: [View] {
    views.filter { $0.label == "capsule" && $0.id.contains("FlowDemo") && $0.id.contains("/[") }
  }

  /// The outermost capsule drawn around a text (a chip's background).
  func capsule(around text: View) -> View? {
    views.filter { $0.kind == "shape" && $0.label == "capsule" && $0.contains(x: text.midX, y: text.midY) }
      .max { $0.frame.width < $1.frame.width }
  }
}

@Suite("The real app under Xvfb", .serialized, .exclusiveX)
struct PlaygroundEndToEndTests {
  @Test("Flow: chips re-wrap exactly like CSS flex-wrap at several widths")
  func flowRewrapsOnResize() throws {
    let app = try LiveApp(demo: "flow")
    for width in [320, 480, 800] {
      app.resize(width: width, height: 640)
      let frame = try #require(app.waitForFrame { $0.window.width == Double(width) }, "no frame at width \(width)")
      let chips = frame.flowChips
      #expect(chips.count == 8)
      guard let first = chips.first else { continue }
      #expect(first.frame.x == 20, "the flow starts at the demo's 20 pt padding")
      let expected = CSSFlexWrap.origins(
        chips.map { ($0.frame.width, $0.frame.height) }, width: Double(width) - 40, gap: 8)
      for (chip, origin) in zip(chips, expected) {
        #expect(abs(chip.frame.x - (first.frame.x + origin.0)) < 0.01, "\(chip.id) x at width \(width)")
        #expect(abs(chip.frame.y - (first.frame.y + origin.1)) < 0.01, "\(chip.id) y at width \(width)")
      }
    }
  }

  @Test("Chips: a click toggles exactly its chip and the re-wrap animates; bursts of clicks end as their counts imply")
  func chipsToggleAndAnimate() throws {
    let app = try LiveApp(demo: "chips")
    let start = try #require(app.waitUntilSettled())
    #expect(start.checkedChips.isEmpty && start.texts("Nothing selected").count == 1)
    let chip = try #require(start.texts("Exercise").first)
    let capsuleBefore = try #require(start.capsule(around: chip))
    app.click(x: chip.midX, y: chip.midY)
    let mark = app.lastActionMark
    let settled = try #require(app.waitUntilSettled())
    #expect(settled.checkedChips == ["Exercise 💪"], "checked after one click: \(settled.checkedChips)")
    #expect(settled.texts("1 selected").count == 1)
    let capsuleAfter = try #require(settled.capsule(around: chip))
    #expect(capsuleAfter.frame.width > capsuleBefore.frame.width, "the checkmark widens the chip")
    let animation = app.allFrames().filter { $0.sequence > mark }
    #expect(animation.count >= 5, "the re-wrap should animate over several frames")
    // Rapid bursts on the first chip, which stays where it is while it toggles (a chip further
    // on can wrap to another line as it widens, and the rest of a burst then rightly lands on
    // whatever took its place): three odd bursts, each toggling it once more, and an even one,
    // which leaves it as it was. Bursts whose clicks were all dropped, or handled twice, fail
    // the odd ones; a burst collapsed to its first click fails the even one.
    var expected: Set<String> = ["Exercise 💪"]
    var clicks = 1
    for (prefix, times) in [
      ("Morning routine", 3), ("Morning routine", 5), ("Morning routine", 4), ("Morning routine", 7),
    ] {
      let now = try #require(app.waitUntilSettled())
      let target = try #require(now.texts(prefix).first, "\(prefix) is not drawn")
      app.click(x: target.midX, y: target.midY, times: times)
      clicks += times
      if times % 2 == 1 { expected.formSymmetricDifference([target.label]) }
    }
    let final = try #require(app.waitUntilSettled())
    #expect(final.checkedChips == expected, "checked \(final.checkedChips), expected \(expected)")
    #expect(final.texts("\(expected.count) selected").count == 1)
    #expect(try app.stats()["presses"] == clicks, "every click is one press")
  }

  @Test("Equal stacks: a row when the row fits, a column 1 pt narrower, a row again")
  func equalStacksSwitch() throws {
    let app = try LiveApp(demo: "equal", size: "1200x640")
    let wide = try #require(app.waitUntilSettled())
    let bezels = wide.views.filter { $0.label == "roundedRectangle" && $0.id.contains("EqualStacksDemo") }
    try #require(bezels.count == 3)
    #expect(Set(bezels.map { $0.frame.y }).count == 1, "one row")
    #expect(
      Set(bezels.map { $0.frame.width }).count == 1 && Set(bezels.map { $0.frame.height }).count == 1, "equal sizes")
    // The row's ideal width: three equal buttons and two 10 pt gaps; the demo pads by 20.
    let rowWidth = bezels.map { $0.frame.width }.reduce(0, +) + 20
    let threshold = Int((rowWidth + 40).rounded(.up))
    app.resize(width: threshold, height: 640)
    let fits = try #require(app.waitForFrame { $0.window.width == Double(threshold) })
    #expect(
      Set(fits.views.filter { $0.label == "roundedRectangle" && $0.id.contains("EqualStacksDemo") }.map { $0.frame.y })
        .count == 1)
    app.resize(width: threshold - 1, height: 640)
    let narrow = try #require(app.waitForFrame { $0.window.width == Double(threshold - 1) })
    let column = narrow.views.filter { $0.label == "roundedRectangle" && $0.id.contains("EqualStacksDemo") }
    #expect(column.count == 3 && Set(column.map { $0.frame.x }).count == 1, "one column")
    app.resize(width: threshold, height: 640)
    let back = try #require(app.waitForFrame { $0.window.width == Double(threshold) && $0.time > narrow.time })
    #expect(
      Set(back.views.filter { $0.label == "roundedRectangle" && $0.id.contains("EqualStacksDemo") }.map { $0.frame.y })
        .count == 1)
  }

  @Test("Spiral: adding a circle glides the others at about 60 fps, fades the new one in, then stops drawing")
  func spiralAddsACircle() throws {
    let app = try LiveApp(demo: "spiral")
    let start = try #require(app.waitUntilSettled())
    let circles = start.views.filter { $0.label == "circle" && $0.id.contains("SpiralDemo") }
    #expect(circles.count == 25)
    let button = try #require(start.views.first { $0.kind == "text" && $0.label == "Add a circle" })
    let before = app.allFrames().count
    app.click(x: button.midX, y: button.midY)
    let end = try #require(app.waitUntilSettled())
    let animation = Array(app.allFrames().dropFirst(before))
    #expect(end.views.filter { $0.label == "circle" && $0.id.contains("SpiralDemo") }.count == 26)
    #expect(animation.count >= 10, "existing circles should move through intermediate positions")
    // Frame pacing while moving: about 60 per second.
    if animation.count > 10 {
      let duration = animation.last!.time - animation.first!.time
      let rate = Double(animation.count - 1) / max(duration, 1e-3)
      #expect(rate > 40 && rate < 75, "presented \(rate) frames per second")
    }
    // The new circle's opacity rises from near 0 to 1.
    let newID = try #require(
      end.views.first { $0.id.contains("SpiralDemo") && $0.id.contains("[25]") && $0.label == "circle" }?.id)
    let opacities = animation.compactMap { frame in frame.views.first { $0.id == newID }?.opacity }
    #expect((opacities.first ?? 1) < 0.5 && (opacities.last ?? 0) > 0.99)
    // Settled: no more frames.
    let count = app.allFrames().count
    usleep(700_000)
    #expect(app.allFrames().count == count)
  }

  @Test("Idle: under 1% CPU over 5 s with the window open")
  func idleIsCalm() throws {
    let app = try LiveApp(demo: "chips")
    _ = app.waitUntilSettled()
    let before = try app.cpuSeconds()
    usleep(5_000_000)
    let used = try app.cpuSeconds() - before
    #expect(used / 5 < 0.01, "used \(used) s of CPU in 5 s")
  }

  @Test("The harness: a frame from before an action never answers for it; /proc reads fail loudly once the app is gone")
  func harnessIsHonest() throws {
    let app = try LiveApp(demo: "flow")
    let settled = try #require(app.waitUntilSettled())
    #expect(app.waitForFrame(timeout: 1) { $0.demo == "flow" } != nil, "before any action every frame counts")
    // Moving the pointer over the page presents no frame: nothing after it can answer.
    app.xdotool(["mousemove", "--window", app.windowID, "5", String(Int(settled.window.height) - 5)])
    #expect(app.waitForFrame(timeout: 1) { $0.demo == "flow" } == nil, "a frame from before the action answered for it")
    #expect(try app.residentKiB() > 0 && app.cpuSeconds() > 0)
    app.key("q")
    #expect(app.waitForExit(timeout: 5) == 0)
    #expect(throws: LiveApp.Failure.self, "memory of an exited app") { try app.residentKiB() }
    #expect(throws: LiveApp.Failure.self, "CPU time of an exited app") { try app.cpuSeconds() }
  }

  @Test("Killing the X server ends the app cleanly with a sentence")
  func dyingServerEndsTheApp() throws {
    let app = try LiveApp(demo: "flow")
    app.server.kill()
    let deadline = Date().addingTimeInterval(5)
    while app.process.isRunning && Date() < deadline { usleep(50_000) }
    #expect(!app.process.isRunning, "the app must exit when its X server dies")
  }

  @Test("No display: one sentence on stderr, exit status 1, within a second")
  func noDisplay() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try App.requireBinary())
    process.arguments = ["run"]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    let started = Date()
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(Date().timeIntervalSince(started) < 1.5)
    #expect(message.contains("DISPLAY"), "got: \(message)")
  }
}
