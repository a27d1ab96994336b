import Foundation
import PlaygroundUI
import Testing

@testable import X11Host

/// Where each layer of a display list can receive ink (no X server).
struct LayerExtentsTests {
  func square(_ x: CGFloat, _ y: CGFloat, side: CGFloat = 20) -> DisplayItem {
    .shape(
      ShapeDrawing(
        id: .detached("square \(x) \(y)"), kind: .rectangle, rect: CGRect(x: x, y: y, width: side, height: side),
        paint: .fill, color: RGBAColor(red: 0, green: 0, blue: 1)))
  }

  @Test("A layer's extent is its items' reach (2 points of antialiasing), a blur's spread added")
  func groupsAndBlurs() {
    let group = DisplayItem.pushLayer(LayerDrawing(effect: .group))
    let blur = DisplayItem.pushLayer(LayerDrawing(effect: .blur(radius: 4, opaque: false)))
    let extents = LayerExtents.of([group, square(10, 10), square(50, 10), .popLayer, blur, square(100, 100), .popLayer])
    #expect(extents[0] == CGRect(x: 8, y: 8, width: 64, height: 24))
    // 3 × 4 + 2 points around the square's 24-point reach.
    #expect(extents[4] == CGRect(x: 84, y: 84, width: 52, height: 52))
  }

  @Test("A nested blur and an offset shadow widen the layer that holds them; a mask limits its content")
  func nesting() {
    let outer = DisplayItem.pushLayer(LayerDrawing(effect: .group))
    let blur = DisplayItem.pushLayer(LayerDrawing(effect: .blur(radius: 2, opaque: false)))
    let shadow = DisplayItem.pushShadow(
      ShadowDrawing(
        color: RGBAColor(red: 0, green: 0, blue: 0), radius: 3, offset: CGSize(width: 0, height: 10), bounds: .null))
    let items: [DisplayItem] = [
      outer, blur, square(10, 10), .popLayer, shadow, square(100, 10), .popShadow, .popLayer,
    ]
    let extents = LayerExtents.of(items)
    #expect(extents[1] == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(extents[4] == CGRect(x: 98, y: 8, width: 24, height: 24))
    // The shadow lands 10 points lower, blurred 3 × 3 + 4 points further.
    #expect(extents[0] == CGRect(x: 0, y: 0, width: 135, height: 55))
    let masked: [DisplayItem] = [
      outer, .pushMask(.null), square(10, 10, side: 100), .beginMask, square(50, 50), .popMask, .popLayer,
    ]
    let maskExtents = LayerExtents.of(masked)
    #expect(maskExtents[1] == CGRect(x: 8, y: 8, width: 104, height: 104))
    #expect(maskExtents[3] == CGRect(x: 48, y: 48, width: 24, height: 24))
    #expect(maskExtents[0] == CGRect(x: 48, y: 48, width: 24, height: 24))
  }

  @Test("An item that cannot say where it draws (rotated text) makes its layer's extent unbounded")
  func unknownReach() throws {
    let text = TextDrawing(
      id: .detached("turned"), string: "Turned", font: FontDescriptor(size: 17),
      frame: CGRect(x: 10, y: 20, width: 60, height: 20), baseline: 36, color: RGBAColor(red: 0, green: 0, blue: 0),
      transform: CGAffineTransform(rotationAngle: 0.5))
    let extents = LayerExtents.of([.pushLayer(LayerDrawing(effect: .group)), .text(text), .popLayer])
    let extent = try #require(extents[0])
    #expect(extent.contains(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)))
  }
}
