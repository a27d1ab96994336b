import Foundation
import Testing
import XvfbTestSupport

/// The same promise once end to end: the real app under Xvfb, driven with xdotool.
@MainActor
@Suite("State safety end to end", .serialized, .exclusiveX)
struct StateSafetyEndToEndTests {
  @Test("Two chips and two circles survive resizes and switching demos mid-animation")
  func endToEnd() throws {
    let app = try LiveApp(demo: "chips")
    let start = try #require(app.waitUntilSettled())
    let exercise = try #require(start.texts("Exercise").first)
    let book = try #require(start.texts("Read a book").first)
    app.click(x: exercise.midX, y: exercise.midY)
    app.click(x: book.midX, y: book.midY)
    app.resize(width: 500, height: 700)  // mid-animation
    let chips = try #require(app.waitUntilSettled())
    #expect(chips.texts("2 selected").count == 1)
    #expect(chips.checkedChips == ["Exercise 💪", "Read a book 📚"], "checked: \(chips.checkedChips)")
    app.key("4")
    let spiral = try #require(app.waitForFrame { $0.demo == "spiral" })
    let add = try #require(spiral.texts("Add a circle").first)
    app.click(x: add.midX, y: add.midY)
    app.click(x: add.midX, y: add.midY)
    app.key("2")  // away while the circles glide
    app.resize(width: 900, height: 600)
    app.key("4")  // and back
    let back = try #require(app.waitUntilSettled())
    #expect(back.demo == "spiral")
    #expect(back.texts("27 circles").count == 1)
    #expect(back.views.filter { $0.label == "circle" && $0.id.contains("SpiralDemo") }.count == 27)
    app.key("2")
    let final = try #require(app.waitUntilSettled())
    #expect(final.demo == "chips" && final.texts("2 selected").count == 1)
    #expect(final.checkedChips == ["Exercise 💪", "Read a book 📚"], "checked: \(final.checkedChips)")
    app.key("q")
    #expect(app.waitForExit(timeout: 5) == 0)
  }
}
