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
}

@Suite("The real app under Xvfb", .serialized)
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
      let expected = CSSFlexWrap.origins(chips.map { ($0.frame.width, $0.frame.height) }, width: Double(width) - 40, gap: 8)
      for (chip, origin) in zip(chips, expected) {
        #expect(abs(chip.frame.x - (first.frame.x + origin.0)) < 0.01, "\(chip.id) x at width \(width)")
        #expect(abs(chip.frame.y - (first.frame.y + origin.1)) < 0.01, "\(chip.id) y at width \(width)")
      }
    }
  }

  @Test("Chips: a click toggles a chip, the re-wrap animates and settles; ten clicks follow parity")
  func chipsToggleAndAnimate() throws {
    let app = try LiveApp(demo: "chips")
    let start = try #require(app.waitUntilSettled())
    let chip = try #require(start.views.first { $0.kind == "text" && $0.label.hasPrefix("Exercise") })
    let capsuleBefore = try #require(start.views.first { $0.label == "capsule" && $0.id.contains("[Exercise") })
    let framesBefore = app.allFrames().count
    app.click(x: chip.midX, y: chip.midY)
    let settled = try #require(app.waitUntilSettled())
    #expect(settled.views.contains { $0.kind == "symbol" && $0.label == "checkmark" })
    let capsuleAfter = try #require(settled.views.first { $0.label == "capsule" && $0.id.contains("[Exercise") && !$0.id.contains("overlay") })
    #expect(capsuleAfter.frame.width > capsuleBefore.frame.width)
    let animation = app.allFrames().dropFirst(framesBefore)
    #expect(animation.count >= 5, "the re-wrap should animate over several frames")
    // Ten rapid clicks: an even number leaves the chip as it was (selected).
    for _ in 0..<10 { app.click(x: chip.midX, y: chip.midY) }
    let final = try #require(app.waitUntilSettled())
    #expect(final.views.contains { $0.kind == "symbol" && $0.label == "checkmark" })
  }

  @Test("Equal stacks: a row when the row fits, a column 1 pt narrower, a row again")
  func equalStacksSwitch() throws {
    let app = try LiveApp(demo: "equal", size: "1200x640")
    let wide = try #require(app.waitUntilSettled())
    let bezels = wide.views.filter { $0.label == "roundedRectangle" && $0.id.contains("EqualStacksDemo") }
    try #require(bezels.count == 3)
    #expect(Set(bezels.map { $0.frame.y }).count == 1, "one row")
    #expect(Set(bezels.map { $0.frame.width }).count == 1 && Set(bezels.map { $0.frame.height }).count == 1, "equal sizes")
    // The row's ideal width: three equal buttons and two 10 pt gaps; the demo pads by 20.
    let rowWidth = bezels.map { $0.frame.width }.reduce(0, +) + 20
    let threshold = Int((rowWidth + 40).rounded(.up))
    app.resize(width: threshold, height: 640)
    let fits = try #require(app.waitForFrame { $0.window.width == Double(threshold) })
    #expect(Set(fits.views.filter { $0.label == "roundedRectangle" && $0.id.contains("EqualStacksDemo") }.map { $0.frame.y }).count == 1)
    app.resize(width: threshold - 1, height: 640)
    let narrow = try #require(app.waitForFrame { $0.window.width == Double(threshold - 1) })
    let column = narrow.views.filter { $0.label == "roundedRectangle" && $0.id.contains("EqualStacksDemo") }
    #expect(column.count == 3 && Set(column.map { $0.frame.x }).count == 1, "one column")
    app.resize(width: threshold, height: 640)
    let back = try #require(app.waitForFrame { $0.window.width == Double(threshold) && $0.time > narrow.time })
    #expect(Set(back.views.filter { $0.label == "roundedRectangle" && $0.id.contains("EqualStacksDemo") }.map { $0.frame.y }).count == 1)
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
    let newID = try #require(end.views.first { $0.id.contains("SpiralDemo") && $0.id.contains("[25]") && $0.label == "circle" }?.id)
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
    let before = app.cpuSeconds()
    usleep(5_000_000)
    let used = app.cpuSeconds() - before
    #expect(used / 5 < 0.01, "used \(used) s of CPU in 5 s")
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
