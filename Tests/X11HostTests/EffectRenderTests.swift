import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

@testable import X11Host

/// Rotation, shape clips, masks and shadows drawn by the real host, checked at pixels whose
/// colour follows from the effects' definitions.
@Suite("Drawing effects drawn under Xvfb", .exclusiveX)
@MainActor
struct EffectRenderTests {
  func render<V: View>(_ view: V, size: CGSize = CGSize(width: 200, height: 200)) throws -> RGBAImage {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let renderer = Renderer(
      display: display, measurer: PangoTextMeasurer(display: display, scale: 1), background: .white)
    let graph = ViewGraph(measurer: renderer.measurer, root: view)
    let list = graph.render(size: size, time: 0)
    return try #require(renderer.renderOffscreen(list, size: size))
  }

  func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> SIMD3<Int> {
    let p = image[x, y]
    return SIMD3(Int(p.x), Int(p.y), Int(p.z))
  }

  let white = SIMD3(255, 255, 255)
  let black = SIMD3(0, 0, 0)

  @Test("A square rotated 45° leaves its old corners empty and reaches past its old edges")
  func rotatedSquare() throws {
    // 60 × 60 centred at (100, 100): turned 45°, it is the diamond |dx| + |dy| ≤ 30√2 ≈ 42.4.
    let image = try render(Color.black.frame(width: 60, height: 60).rotationEffect(.degrees(45)))
    for (x, y) in [(72, 72), (127, 72), (127, 127), (72, 127)] {
      #expect(pixel(image, x, y) == white, "old corner (\(x), \(y))")
    }
    for (x, y) in [(100, 62), (138, 100), (100, 138), (62, 100), (100, 100)] {
      #expect(pixel(image, x, y) == black, "diamond tip side (\(x), \(y))")
    }
  }

  @Test("A circle clip leaves the frame's corners empty, antialiased along the arc")
  func circleClip() throws {
    let image = try render(Color.black.frame(width: 100, height: 100).clipShape(Circle()))
    // Frame (50, 50)–(150, 150), circle of radius 50 at its centre.
    for (x, y) in [(52, 52), (147, 52), (52, 147), (147, 147)] {
      #expect(pixel(image, x, y) == white, "corner (\(x), \(y))")
    }
    #expect(pixel(image, 100, 100) == black)
    #expect(pixel(image, 100, 52) == black)
    // On the arc, at 45°: partly covered.
    let edge = 100 + Int((50 / 2.0.squareRoot()).rounded(.down))
    let grey = pixel(image, edge, edge).x
    #expect(grey > 0 && grey < 255, "edge pixel \(grey)")
  }

  @Test("A mask by a circle keeps the content inside the circle only")
  func circleMask() throws {
    let image = try render(Color.black.frame(width: 100, height: 100).mask { Circle().fill(Color.black) })
    #expect(pixel(image, 52, 52) == white)
    #expect(pixel(image, 100, 100) == black)
    // A gradient mask from opaque to clear: the content fades from top to bottom.
    let faded = try render(
      Color.black.frame(width: 100, height: 100)
        .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) })
    #expect(pixel(faded, 100, 52).x < 20)
    #expect(pixel(faded, 100, 100).x > 100 && pixel(faded, 100, 100).x < 155)
    #expect(pixel(faded, 100, 148).x > 235)
  }

  @Test("A shadow darkens below-right by its offset and not above-left")
  func shadow() throws {
    // A black 40 × 40 square at (80, 80)–(120, 120), its shadow moved by (10, 10).
    let image = try render(
      Color.black.frame(width: 40, height: 40).shadow(color: .black, radius: 4, x: 10, y: 10))
    #expect(pixel(image, 100, 100) == black)
    // Below-right of the square, inside the moved silhouette: dark.
    #expect(pixel(image, 125, 125).x < 64, "below-right \(pixel(image, 125, 125))")
    #expect(pixel(image, 100, 126).x < 128)
    // The same distance above-left: untouched.
    #expect(pixel(image, 75, 75) == white)
    #expect(pixel(image, 100, 74) == white)
    // Blurred: the moved edge at x = 130 is soft, half covered there.
    let soft = pixel(image, 130, 100).x
    #expect(soft > 40 && soft < 215, "blurred edge \(soft)")
  }

  @Test("Rotated text is drawn turned: ink inside its rotated box, none at its unrotated ends")
  func rotatedText() throws {
    let image = try render(
      Text("MMMMMMMM").font(.system(size: 20)).foregroundColor(.black).rotationEffect(.degrees(90)))
    var inkInColumn = 0
    for y in 40..<160 where pixel(image, 100, y).x < 128 { inkInColumn += 1 }
    #expect(inkInColumn > 40, "ink along the rotated line: \(inkInColumn)")
    var inkInRow = 0
    for x in 20..<70 where pixel(image, x, 100).x < 128 { inkInRow += 1 }
    for x in 130..<180 where pixel(image, x, 100).x < 128 { inkInRow += 1 }
    #expect(inkInRow == 0, "ink where the unrotated line would end: \(inkInRow)")
  }
}
