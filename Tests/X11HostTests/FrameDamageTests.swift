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

  @Test("Another item count draws everything again; a shadow reaching into the damage draws itself whole")
  func layersAndCounts() throws {
    let before = DisplayList(items: [window, chip(10), .popClip])
    #expect(FrameDamage.region(from: before, to: DisplayList(items: [window, chip(10), chip(200), .popClip])) == nil)
    let shadowBounds = CGRect(x: 0, y: 90, width: 200, height: 50)
    let shadow = DisplayItem.pushShadow(
      ShadowDrawing(
        color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 4, offset: CGSize(width: 0, height: 6),
        bounds: shadowBounds))
    let far = chip(600)
    let shadowed = DisplayList(items: [window, shadow, chip(10), .popShadow, far, .popClip])
    let moved = DisplayList(items: [window, shadow, chip(20), .popShadow, far, .popClip])
    let damage = try #require(FrameDamage.region(from: shadowed, to: moved))
    // The shadow's blur reaches 3 × 4 + 2 points around its bounds moved down by 6.
    let reach = shadowBounds.union(shadowBounds.offsetBy(dx: 0, dy: 6).insetBy(dx: -14, dy: -14))
    #expect(damage.contains { $0.contains(reach) }, "\(damage)")
    #expect(!damage.contains { $0.intersects(CGRect(x: 600, y: 100, width: 80, height: 30)) }, "\(damage)")
  }
}

extension FrameDamageTests {
  func material(_ frame: CGRect) -> DisplayItem {
    .material(
      MaterialDrawing(
        id: .detached("bar"), frame: frame,
        backdrop: MaterialBackdrop(
          blurRadius: 10, saturation: 1, tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))))
  }

  @Test("A change beneath a material's blur redraws all the material reads; one far away does not")
  func materials() throws {
    let bar = CGRect(x: 0, y: 0, width: 800, height: 60)
    // The material reads 3σ + 2 = 32 points around its frame: y up to 92.
    let before = DisplayList(items: [window, chip(10), material(bar), .popClip])
    let recoloured = DisplayList(
      items: [window, chip(10, color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)), material(bar), .popClip])
    // The chip at y 100…130 (its antialiasing margin reaches 98) is beyond the reach: only its
    // own rectangle is drawn again.
    let damage = try #require(FrameDamage.region(from: before, to: recoloured))
    #expect(damage.count == 1)
    #expect(!damage[0].intersects(bar))
    // A chip within the reach (y 70…100) drags the whole reach in, so the blur reads this
    // frame's pixels everywhere it samples.
    func near(_ color: RGBAColor) -> DisplayItem {
      .shape(
        ShapeDrawing(
          id: .detached("near"), kind: .capsule, rect: CGRect(x: 300, y: 70, width: 80, height: 30), paint: .fill,
          color: color))
    }
    let under = DisplayList(items: [window, near(RGBAColor(red: 0, green: 0, blue: 1)), material(bar), .popClip])
    let changed = DisplayList(items: [window, near(RGBAColor(red: 1, green: 0, blue: 0)), material(bar), .popClip])
    let grown = try #require(FrameDamage.region(from: under, to: changed))
    #expect(grown.contains { $0.contains(bar.insetBy(dx: -32, dy: -32)) })
  }

  @Test("A blurred layer reaching into the damage draws itself whole, its blur's spread too, and nothing far away")
  func blurredLayer() throws {
    let bounds = CGRect(x: 0, y: 100, width: 300, height: 30)
    let layer = DisplayItem.pushLayer(LayerDrawing(effect: .blur(radius: 5, opaque: false), bounds: bounds))
    let before = DisplayList(items: [window, layer, chip(10), .popLayer, chip(600), .popClip])
    let after = DisplayList(items: [window, layer, chip(20), .popLayer, chip(600), .popClip])
    let damage = try #require(FrameDamage.region(from: before, to: after))
    // 3 × 5 + 2 points of spread around the layer's bounds.
    #expect(damage.contains { $0.contains(bounds.insetBy(dx: -17, dy: -17)) }, "\(damage)")
    #expect(!damage.contains { $0.intersects(CGRect(x: 600, y: 100, width: 80, height: 30)) }, "\(damage)")
  }

  @Test("A layer whose content cannot say where it draws (rotated text) draws the whole frame")
  func unknownReach() {
    let layer = DisplayItem.pushLayer(LayerDrawing(effect: .group, bounds: CGRect(x: 0, y: 0, width: 50, height: 50)))
    let text = TextDrawing(
      id: .detached("turned"), string: "Turned", font: FontDescriptor(size: 17),
      frame: CGRect(x: 10, y: 200, width: 60, height: 20), baseline: 216, color: RGBAColor(red: 0, green: 0, blue: 0),
      transform: CGAffineTransform(rotationAngle: 0.5))
    let before = DisplayList(items: [window, layer, chip(10), .text(text), .popLayer, .popClip])
    let after = DisplayList(items: [window, layer, chip(20), .text(text), .popLayer, .popClip])
    #expect(FrameDamage.region(from: before, to: after) == nil)
  }
}
