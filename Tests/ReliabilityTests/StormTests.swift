import Foundation
import Testing
import TestSupport
import XvfbTestSupport

/// Issue item 4: resize and click storms against the running app. It stays responsive, ends in
/// the state its inputs imply, and its memory stays flat.
///
/// CI runs the short form (100 resizes, 500 clicks); `LONG_SOAK=1 swift test --filter
/// StormTests` runs the full one (1,000 resizes, 10,000 clicks) and prints the same figures.
@MainActor
@Suite("Storms and soaks", .serialized)
struct StormTests {
  static let resizes = Soak.scale(short: 100, long: 1000)
  static let chipClicks = Soak.scale(short: 301, long: 8001)
  static let spiralAdds = Soak.scale(short: 120, long: 1200)
  static let spiralRemoves = Soak.scale(short: 79, long: 799)

  /// Memory growth allowed between the storm's middle and its end, in KiB.
  static let allowedGrowthKiB = 6 * 1024

  @Test("Resize storm: responsive, the final layout is the final size's, memory flat")
  func resizeStorm() throws {
    let app = try LiveApp(demo: "flow", keepFrames: 50)
    _ = try #require(app.waitUntilSettled())
    var random = SeededRandom(seed: 0xFEED)
    let sizes = (0..<Self.resizes).map { _ in (random.int(240...1280), random.int(160...800)) } + [(733, 517)]
    var memory: [Int] = [try app.residentKiB()]
    let started = Date()
    // Chained windowsize commands, 25 per xdotool run: a real storm, not one resize per process.
    for (index, chunk) in stride(from: 0, to: sizes.count, by: 25).map({ Array(sizes[$0..<min($0 + 25, sizes.count)]) }).enumerated() {
      app.xdotool(chunk.flatMap { ["windowsize", app.windowID, String($0.0), String($0.1)] })
      if index % 4 == 1 { memory.append(try app.residentKiB()) }
    }
    let sent = Date()
    let final = try #require(app.waitForFrame(timeout: 20) { $0.window.width == 733 && $0.window.height == 517 }, "no frame at the final size")
    let caughtUp = Date().timeIntervalSince(sent)
    _ = app.waitUntilSettled()
    memory.append(try app.residentKiB())
    // The final frame is exactly what the final width implies (CSS flex-wrap of the chips).
    let chips = final.views.filter { $0.label == "capsule" && $0.id.contains("FlowDemo") && $0.id.contains("/[") }
    #expect(chips.count == 8)
    if let first = chips.first {
      let expected = CSSFlexWrap.origins(chips.map { ($0.frame.width, $0.frame.height) }, width: 733 - 40, gap: 8)
      for (chip, origin) in zip(chips, expected) {
        #expect(abs(chip.frame.x - (first.frame.x + origin.0)) < 0.01 && abs(chip.frame.y - (first.frame.y + origin.1)) < 0.01, "\(chip.id)")
      }
    }
    #expect(final.isFinite)
    // Responsive: caught up with the storm quickly, and a click right after is answered.
    #expect(caughtUp < 5, "took \(caughtUp) s to present the final size after the storm")
    let tab = try #require(final.views.first { $0.kind == "text" && $0.label.hasSuffix("Chips") })
    let clicked = Date()
    app.click(x: tab.midX, y: tab.midY)
    #expect(app.waitForFrame(timeout: 5) { $0.demo == "chips" } != nil, "a click after the storm was not answered")
    let latency = Date().timeIntervalSince(clicked)
    #expect(latency < 2, "click answered after \(latency) s")
    let middle = memory[memory.count / 2]
    let growth = memory.last! - middle
    print("storm: \(sizes.count) resizes in \(String(format: "%.1f", sent.timeIntervalSince(started))) s, caught up in \(String(format: "%.2f", caughtUp)) s, click latency \(String(format: "%.2f", latency)) s; RSS KiB \(memory)")
    #expect(growth < Self.allowedGrowthKiB, "RSS grew \(growth) KiB from the storm's middle to its end: \(memory)")
    app.key("q")
    #expect(app.waitForExit(timeout: 5) == 0)
  }

  @Test("Click storm: every click counted, chips and spiral end as the clicks imply, memory flat")
  func clickStorm() throws {
    let app = try LiveApp(demo: "chips", keepFrames: 20)
    let start = try #require(app.waitUntilSettled())
    let chip = try #require(start.views.first { $0.kind == "text" && $0.label.hasPrefix("Exercise") })
    var memory: [Int] = [try app.residentKiB()]
    let started = Date()
    // An odd number of toggles of one chip, in bursts: it ends selected.
    var remaining = Self.chipClicks
    while remaining > 0 {
      let burst = min(remaining, 100)
      app.click(x: chip.midX, y: chip.midY, times: burst, delayMilliseconds: 8)
      remaining -= burst
      memory.append(try app.residentKiB())
    }
    let chips = try #require(app.waitUntilSettled(timeout: 60))
    #expect(chips.views.contains { $0.kind == "symbol" && $0.label == "checkmark" }, "an odd number of clicks must leave the chip selected")
    #expect(chips.views.contains { $0.kind == "text" && $0.label == "1 selected" })
    #expect(chips.isFinite)
    memory.append(try app.residentKiB())
    // Spiral: adds and removes; the count is 25 + adds − removes.
    app.key("4")
    let spiral = try #require(app.waitForFrame { $0.demo == "spiral" })
    _ = app.waitUntilSettled()
    let add = try #require(spiral.views.first { $0.kind == "text" && $0.label == "Add a circle" })
    let remove = try #require(spiral.views.first { $0.kind == "text" && $0.label == "Remove a circle" })
    var adds = Self.spiralAdds
    var removes = Self.spiralRemoves
    while adds > 0 || removes > 0 {
      if adds > 0 {
        app.click(x: add.midX, y: add.midY, times: min(adds, 50), delayMilliseconds: 8)
        adds -= min(adds, 50)
      }
      if removes > 0 {
        app.click(x: remove.midX, y: remove.midY, times: min(removes, 40), delayMilliseconds: 8)
        removes -= min(removes, 40)
      }
    }
    let sent = Date()
    let count = 25 + Self.spiralAdds - Self.spiralRemoves
    let end = try #require(app.waitForFrame(timeout: 60) { $0.views.contains { $0.kind == "text" && $0.label == "\(count) circles" } }, "the spiral did not reach \(count) circles")
    let caughtUp = Date().timeIntervalSince(sent)
    let settled = try #require(app.waitUntilSettled(timeout: 60))
    #expect(settled.views.filter { $0.label == "circle" && $0.id.contains("SpiralDemo") }.count == count)
    #expect(settled.isFinite && end.isFinite)
    // Back to the chips: the selection survived the storm and the switch.
    app.key("2")
    let back = try #require(app.waitForFrame { $0.demo == "chips" })
    #expect(back.views.contains { $0.kind == "text" && $0.label == "1 selected" })
    let clicks = Self.chipClicks + Self.spiralAdds + Self.spiralRemoves
    print("clicks: \(clicks) in \(String(format: "%.1f", sent.timeIntervalSince(started))) s, spiral caught up in \(String(format: "%.2f", caughtUp)) s; chip-storm RSS KiB \(memory)")
    let middle = memory[memory.count / 2]
    #expect(memory.last! - middle < Self.allowedGrowthKiB, "RSS grew from \(middle) to \(memory.last!) KiB during chip toggles: \(memory)")
    #expect(caughtUp < 10, "took \(caughtUp) s to catch up with the clicks")
    app.key("q")
    #expect(app.waitForExit(timeout: 5) == 0)
  }
}
