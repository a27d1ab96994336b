import Foundation
import PlaygroundUI
import Testing

@testable import X11Host

/// Which region a frame must draw again, from the display lists alone (no X server).
struct FrameDamageTests {
  func chip(_ x: CGFloat, color: RGBAColor = RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)) -> DisplayItem {
    .shape(
      ShapeDrawing(
        id: .detached("chip \(x)"), kind: .capsule, rect: CGRect(x: x, y: 100, width: 80, height: 30), paint: .fill,
        color: color))
  }

  let window = DisplayItem.pushClip(CGRect(x: 0, y: 0, width: 800, height: 600))

  @Test("An unchanged frame damages nothing; a recoloured chip damages its own rectangle")
  func oneChip() throws {
    let before = DisplayList(items: [window, chip(10), chip(100), .popClip])
    #expect(FrameDamage.region(from: before, to: before) == [])
    let after = DisplayList(
      items: [window, chip(10), chip(100, color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)), .popClip])
    let damage = try #require(FrameDamage.region(from: before, to: after))
    #expect(damage.count == 1)
    #expect(damage[0].contains(CGRect(x: 100, y: 100, width: 80, height: 30)))
    #expect(!damage[0].intersects(CGRect(x: 10, y: 100, width: 80, height: 30)))
  }

  @Test("A moved chip damages where it was and where it is; a narrower window only the strip it lost")
  func movesAndClips() throws {
    let before = DisplayList(items: [window, chip(10), .popClip])
    let after = DisplayList(items: [.pushClip(CGRect(x: 0, y: 0, width: 799, height: 600)), chip(300), .popClip])
    let damage = try #require(FrameDamage.region(from: before, to: after))
    #expect(damage.contains { $0.contains(CGRect(x: 10, y: 100, width: 80, height: 30)) })
    #expect(damage.contains { $0.contains(CGRect(x: 300, y: 100, width: 80, height: 30)) })
    #expect(damage.contains { $0.minX == 799 && $0.width == 1 && $0.height == 600 })
    #expect(!damage.contains { $0.contains(CGPoint(x: 200, y: 300)) })
  }

  @Test("Another item count, or a shadow reaching into the damage: everything is drawn again")
  func fullRedraws() {
    let before = DisplayList(items: [window, chip(10), .popClip])
    #expect(FrameDamage.region(from: before, to: DisplayList(items: [window, chip(10), chip(200), .popClip])) == nil)
    let shadow = DisplayItem.pushShadow(
      ShadowDrawing(
        color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 4, offset: .zero,
        bounds: CGRect(x: 0, y: 90, width: 200, height: 50)))
    let shadowed = DisplayList(items: [window, shadow, chip(10), .popShadow, .popClip])
    let moved = DisplayList(items: [window, shadow, chip(20), .popShadow, .popClip])
    #expect(FrameDamage.region(from: shadowed, to: moved) == nil)
  }
}
