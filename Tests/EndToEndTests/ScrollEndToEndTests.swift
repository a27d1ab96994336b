import Foundation
import Testing
import XvfbTestSupport

/// A 320×240 window cannot show the demo strip and the flow demo at once: the page scrolls.
/// Real wheel clicks (X buttons 5 and 4) and End/Home keys, sent with xdotool, move it.
@Suite("Scrolling in the real app under Xvfb", .serialized, .exclusiveX)
struct ScrollEndToEndTests {
  @Test("Wheel down brings the tags into view and moves the strip up; wheel up and Home bring it back")
  func wheelScrollsTheDemoPage() throws {
    let app = try LiveApp(demo: "flow", size: "320x240")
    let start = try #require(app.waitUntilSettled())
    let tab = try #require(start.texts("1  Flow").first)
    #expect(tab.frame.y >= 0 && tab.frame.y < 40, "the strip starts at the top of a short window, not cut off")
    // Only what shows is drawn (and traced): the first tag is below the window.
    #expect(start.texts("Swift").first { $0.label == "Swift" } == nil, "the first tag starts below the window")

    // Five clicks of 40 pt each, with the pointer over the page.
    app.xdotool(["mousemove", "--window", app.windowID, "160", "120", "click", "--repeat", "5", "--delay", "20", "5"])
    let down = try #require(
      app.waitForFrame(after: app.lastActionMark) { frame in
        frame.texts("Swift").contains { $0.label == "Swift" } && frame.texts("1  Flow").isEmpty
      }, "no frame with the first tag in view and the strip scrolled away")
    let swiftNow = try #require(down.texts("Swift").first { $0.label == "Swift" })
    #expect(
      swiftNow.frame.y >= 0 && swiftNow.frame.y + swiftNow.frame.height <= 240, "the first tag is inside the window")

    app.xdotool(["click", "--repeat", "10", "--delay", "20", "4"])
    #expect(
      app.waitForFrame(after: app.lastActionMark) { $0.texts("1  Flow").first?.frame.y == tab.frame.y } != nil,
      "wheel up returns to the top (and stops there)")

    app.key("End")
    let end = try #require(
      app.waitForFrame(after: app.lastActionMark) { $0.texts("1  Flow").isEmpty && !$0.texts("Async/Await").isEmpty })
    let lastTag = try #require(end.texts("Async/Await").first)
    #expect(lastTag.frame.y + lastTag.frame.height <= 240)
    app.key("Home")
    #expect(app.waitForFrame(after: app.lastActionMark) { $0.texts("1  Flow").first?.frame.y == tab.frame.y } != nil)
  }
}
