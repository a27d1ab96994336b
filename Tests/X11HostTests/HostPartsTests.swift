import Foundation
import PlaygroundUI
import Testing

@testable import X11Host

@Suite("Host pieces that need no X server")
struct HostPartsTests {
  @Test("The frame pacer keeps a 60 Hz grid and skips rather than spirals when behind")
  func pacer() {
    var pacer = FramePacer()
    #expect(pacer.isDue(at: 100))
    pacer.didPresent(at: 100)
    #expect(!pacer.isDue(at: 100.01))
    #expect(pacer.timeoutMilliseconds(at: 100.01) == 7)
    pacer.didPresent(at: 100.0167)
    #expect(abs(pacer.nextFrame - (100 + 2.0 / 60)) < 1e-9, "stays on the grid")
    pacer.didPresent(at: 105)
    #expect(abs(pacer.nextFrame - (105 + 1.0 / 60)) < 1e-9, "after a stall: one period from now")
  }

  @Test("Special keys map to Key, Shift-Tab included")
  func keys() {
    #expect(InputEvent.special(keysym: 0xFF1B, shifted: false) == .escape)
    #expect(InputEvent.special(keysym: 0xFF09, shifted: false) == .tab)
    #expect(InputEvent.special(keysym: 0xFF09, shifted: true) == .shiftTab)
    #expect(InputEvent.special(keysym: 0xFE20, shifted: true) == .shiftTab)
    #expect(InputEvent.special(keysym: 0x71, shifted: false) == nil)
  }

  @Test("An event batch keeps only the last size and one expose, inputs in order")
  func batch() {
    var batch = EventBatch()
    batch.add(.configured(width: 300, height: 200))
    batch.add(.exposed)
    batch.add(.pointer(down: true, x: 1, y: 2))
    batch.add(.configured(width: 320, height: 210))
    batch.add(.exposed)
    batch.add(.key(.character("q")))
    batch.add(nil)
    batch.add(.mapped(false))
    batch.add(.mapped(true))
    #expect(batch.size! == (320, 210))
    #expect(batch.exposed && !batch.closeRequested && batch.count == 9 && batch.mapped == true)
    #expect(batch.inputs == [.pointer(down: true, x: 1, y: 2), .key(.character("q"))])
  }

  @Test("Display names: explicit wins, then a non-empty DISPLAY, else a clear error")
  func displayNames() {
    #expect(X11Display.resolveName(":5", environment: ["DISPLAY": ":1"]) == ":5")
    #expect(X11Display.resolveName(nil, environment: ["DISPLAY": ":1"]) == ":1")
    #expect(X11Display.resolveName(nil, environment: ["DISPLAY": ""]) == nil)
    #expect(X11Display.resolveName(nil, environment: [:]) == nil)
    #expect(HostError.noDisplay.description.contains("DISPLAY environment variable is not set"))
  }

  @Test("The icon has two sizes of ARGB with transparent corners and an opaque tile")
  func icon() {
    let data = WindowIcon.netWMIconData()
    #expect(data.count == 2 + 32 * 32 + 2 + 64 * 64)
    #expect(data[0] == 32 && data[1] == 32 && data[2 + 32 * 32] == 64)
    let pixels = WindowIcon.pixels(size: 32)
    #expect(pixels[0] >> 24 == 0)
    #expect(pixels[16 * 32 + 3] >> 24 == 255)
    #expect(Set(pixels).count > 10, "chips in several colours")
  }
}
