import Foundation
import TestSupport
import Testing
import XvfbTestSupport

@testable import Demos
@testable import PlaygroundUI

/// Issue item 5: the app never loses a chip selection or the spiral's count on resize, demo
/// switch and back, or animation interruption.
@MainActor
@Suite("State safety")
struct StateSafetyTests {
  nonisolated static let chips = [
    "Morning routine ☀️", "Exercise 💪", "Read a book 📚", "Drink water 💧",
    "Meditation 🧘", "Call a friend 📞", "Learn something new 🧠",
  ]

  /// The playground without X, driven as the host drives it.
  @MainActor
  final class Driver {
    let session = PlaygroundSession(measurer: FakeTextMeasurer(), demo: .flow)
    var size = CGSize(width: 960, height: 640)
    var time = 0.0
    var graph: ViewGraph { session.graph }

    init() {
      // State is read from what is drawn, scrolled into the window or not.
      session.graph.cullsOutsideWindow = false
    }

    @discardableResult
    func frame(after seconds: Double = 1.0 / 60) -> DisplayList {
      time += seconds
      return graph.render(size: size, time: time)
    }

    /// Renders at 60 Hz until nothing moves (at most `limit` seconds).
    func settle(limit: Double = 5) {
      var waited = 0.0
      repeat {
        frame()
        waited += 1.0 / 60
      } while graph.needsFrame && waited < limit
      frame(after: 0.5)
    }

    func text(_ label: String) -> TracedView? { graph.tracedViews.first { $0.kind == "text" && $0.detail == label } }

    /// Whether `label` is drawn inside the window (not scrolled out of it).
    func showsText(_ label: String) -> Bool {
      guard let view = text(label) else { return false }
      return CGRect(origin: .zero, size: size).contains(CGPoint(x: view.frame.midX, y: view.frame.midY))
    }

    func click(_ label: String) throws {
      let view = try #require(text(label), "\(label) is not drawn")
      graph.click(at: CGPoint(x: view.frame.midX, y: view.frame.midY), time: time)
    }

    func key(_ key: Key) { _ = session.handle(key) }

    /// What the chips page shows, once settled: the checked chips and the summary line.
    func checkedChips() -> Set<String> {
      Set(
        graph.tracedViews.filter { $0.kind == "symbol" && $0.detail == "checkmark" && $0.opacity > 0.99 }
          .compactMap { symbol in StateSafetyTests.chips.first { symbol.identity.contains(explicitID: $0) } })
    }

    func circles() -> Int {
      graph.tracedViews.filter {
        $0.detail == "circle" && $0.identity.contains(viewType: SpiralDemo.self) && $0.opacity > 0.99
      }.count
    }

    /// Every drawn leaf belongs to the shell or to the selected demo (no ghosts of another page).
    func foreignLeaves() -> [String] {
      let pages: [any View.Type] = [FlowDemo.self, ChipsDemo.self, EqualStacksDemo.self, SpiralDemo.self]
      let shown = pages[DemoID.allCases.firstIndex(of: session.demo)!]
      return graph.tracedViews.filter { view in
        pages.contains { $0 != shown && view.identity.contains(viewType: $0) }
      }.map(\.id)
    }
  }

  func expectChips(
    _ driver: Driver, _ expected: Set<String>, _ when: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      driver.checkedChips() == expected, "\(when): checked \(driver.checkedChips()), expected \(expected)",
      sourceLocation: sourceLocation)
    let summary = expected.isEmpty ? "Nothing selected" : "\(expected.count) selected"
    #expect(driver.text(summary) != nil, "\(when): \(summary) is not shown", sourceLocation: sourceLocation)
  }

  @Test("Selections and the spiral's count survive resizes, demo switches and interrupted animations")
  func scriptedScenario() throws {
    let driver = Driver()
    driver.frame()
    driver.key(.character("2"))
    driver.settle()
    try driver.click("Exercise 💪")
    driver.frame(after: 0.05)
    // Interrupted: a second chip while the first still springs, then a resize mid-animation.
    try driver.click("Read a book 📚")
    driver.frame(after: 0.03)
    driver.size = CGSize(width: 300, height: 700)
    driver.frame(after: 0.03)
    driver.settle()
    expectChips(driver, ["Exercise 💪", "Read a book 📚"], "after two clicks and a resize")
    // Switch away mid-animation, add circles mid-animation, come back mid-animation.
    try driver.click("Exercise 💪")
    driver.frame(after: 0.02)
    driver.key(.character("4"))
    driver.size = CGSize(width: 960, height: 640)  // wide enough for the buttons' titles on one line
    driver.frame()
    #expect(driver.foreignLeaves().isEmpty, "ghosts of another page: \(driver.foreignLeaves().prefix(3))")
    try driver.click("Add a circle")
    driver.frame(after: 0.05)
    try driver.click("Add a circle")
    driver.frame(after: 0.05)
    driver.key(.character("m"))  // slow animations mid-flight
    driver.frame()
    driver.key(.character("1"))  // Flow, mid-animation
    driver.frame()
    driver.size = CGSize(width: 1, height: 1)
    driver.frame()
    driver.size = CGSize(width: 1280, height: 800)
    driver.key(.character("4"))
    driver.frame()
    driver.key(.character("m"))
    driver.settle(limit: 30)
    #expect(driver.circles() == 27, "the spiral shows \(driver.circles()) circles")
    #expect(driver.text("27 circles") != nil)
    #expect(driver.foreignLeaves().isEmpty)
    driver.key(.character("2"))
    driver.settle()
    expectChips(driver, ["Read a book 📚"], "back on the chips")
    #expect(driver.foreignLeaves().isEmpty)
    // Every demo and back, with the inspector on and off.
    for key: Key in [
      .character("3"), .character("4"), .character("i"), .character("1"), .character("i"), .character("2"),
    ] {
      driver.key(key)
      driver.frame()
    }
    driver.settle()
    #expect(driver.session.demo == .chips)
    expectChips(driver, ["Read a book 📚"], "after a round of every demo")
  }

  @Test("A seeded random walk of clicks, keys, resizes and time steps keeps the state its inputs imply")
  func randomWalk() throws {
    let driver = Driver()
    var random = SeededRandom(seed: 0x57A7E)
    var selected: Set<String> = []
    var count = 25
    var inspector = false
    var toggles = 0
    var spiralClicks = 0
    driver.frame()
    let steps = Soak.scale(short: 1000, long: 5000)
    for step in 0..<steps {
      switch random.int(0..<11) {
      case 0, 1, 2, 3:
        // Clicks act only on the page shown, and not while the inspector is on.
        if driver.session.demo == .chips {
          let chip = random.pick(Self.chips)
          // A chip scrolled out of a short window cannot be clicked: no click then.
          guard driver.showsText(chip), let label = driver.text(chip) else { break }
          // Mid-animation chips can overlap: the click goes to the chip drawn on top there
          // (checked after every step below), which is the one that toggles.
          let target = driver.graph.hitTest(CGPoint(x: label.frame.midX, y: label.frame.midY))
          let toggled = Self.chips.first { target?.id.contains(explicitID: $0) == true }
          try driver.click(chip)
          if !inspector, let toggled { selected.formSymmetricDifference([toggled]) }
          toggles += 1
        } else if driver.session.demo == .spiral {
          let add = random.chance(0.6)
          // In a narrow window the button's title wraps onto two lines: no click then.
          guard driver.showsText(add ? "Add a circle" : "Remove a circle") else { break }
          try driver.click(add ? "Add a circle" : "Remove a circle")
          if !inspector { count = add ? count + 1 : max(0, count - 1) }
          spiralClicks += 1
        }
      case 4:
        driver.key(.character(random.pick(["1", "2", "4", "2", "4", "3", "5", "2", "4"])))
      case 5:
        driver.key(random.chance(0.5) ? .tab : .shiftTab)
      case 6:
        driver.size =
          random.chance(0.1)
          ? CGSize(width: random.pick([1, 2, 16000]), height: random.pick([1, 3, 9000]))
          : CGSize(
            width: random.chance(0.2) ? random.int(240...600) : random.int(600...1400), height: random.int(160...900))
      case 7:
        if random.chance(0.2) {
          driver.key(.character("i"))
          inspector.toggle()
        } else if random.chance(0.3) {
          driver.key(.character("m"))
        }
      default:
        // A little time: animations are interrupted at arbitrary points.
        driver.frame(after: Double(random.int(1...20)) / 60)
      }
      driver.frame()
      #expect(driver.foreignLeaves().isEmpty, "step \(step): ghosts of another page")
      // What is drawn is where it is hit, wherever interrupted animations leave things: a chip's
      // label sits on its own capsule, and a click there goes to the chip drawn on top.
      if driver.session.demo == .chips && !inspector {
        let capsules = driver.graph.tracedViews.filter {
          $0.detail == "capsule" && $0.identity.contains(viewType: SuggestionChip.self)
        }
        // Only what shows: the page scrolls, and a label scrolled out of the window is clipped
        // away (drawn, but not there to be clicked).
        let window = CGRect(origin: .zero, size: driver.size)
        for label in driver.graph.tracedViews where label.kind == "text" && Self.chips.contains(label.detail) {
          let centre = CGPoint(x: label.frame.midX, y: label.frame.midY)
          guard window.contains(centre) else { continue }
          let own = capsules.filter { $0.identity.contains(explicitID: label.detail) }
          #expect(
            own.contains { $0.frame.insetBy(dx: -1, dy: -1).contains(centre) },
            "step \(step): the label \(label.detail) at \(label.frame) is off its capsule \(own.first?.frame ?? .null)")
          let topmost = capsules.last { $0.frame.contains(centre) }
          let hit = driver.graph.hitTest(centre)
          if let topmost, let chip = Self.chips.first(where: { topmost.identity.contains(explicitID: $0) }) {
            #expect(
              hit?.id.contains(explicitID: chip) == true,
              "step \(step): a click on \(label.detail) at \(centre) goes to \(hit.map { String(describing: $0.id).suffix(50) } ?? "nothing"), drawn on top: \(chip)"
            )
          }
        }
      }
      if step % 50 == 49 || step == steps - 1 {
        // Settle and look at both pages with the inspector off (it changes nothing drawn).
        if inspector {
          driver.key(.character("i"))
          inspector = false
        }
        driver.size = CGSize(width: 960, height: 640)
        driver.key(.character("2"))
        driver.settle(limit: 60)
        expectChips(driver, selected, "step \(step)")
        driver.key(.character("4"))
        driver.settle(limit: 60)
        #expect(
          driver.circles() == count && driver.text("\(count) circles") != nil,
          "step \(step): \(driver.circles()) circles, expected \(count)")
      }
    }
    // The walk really clicked both pages.
    #expect(toggles > steps / 20 && spiralClicks > steps / 20, "\(toggles) chip clicks, \(spiralClicks) spiral clicks")
  }
}
