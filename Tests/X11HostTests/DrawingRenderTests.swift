import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

@testable import X11Host

/// The playground's custom shapes, strokes and gradients drawn by the real host, checked at
/// pixels whose colour follows from the shapes' definitions.
@Suite("Paths and gradients drawn under Xvfb", .exclusiveX)
@MainActor
struct DrawingRenderTests {
  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
      return path
    }
  }

  /// A renderer on a white background at scale 1, on a server of its own (kept alive by the
  /// caller as long as it draws).
  func whiteRenderer() throws -> (XvfbServer, Renderer) {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    return (
      server, Renderer(display: display, measurer: PangoTextMeasurer(display: display, scale: 1), background: .white)
    )
  }

  func render<V: View>(_ view: V, size: CGSize, renderer: Renderer) throws -> RGBAImage {
    let graph = ViewGraph(measurer: renderer.measurer, root: view)
    let list = graph.render(size: size, time: 0)
    return try #require(renderer.renderOffscreen(list, size: size))
  }

  func rgb(_ color: RGBAColor) -> SIMD3<Int> {
    SIMD3(Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()))
  }

  func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> SIMD3<Int> {
    let p = image[x, y]
    return SIMD3(Int(p.x), Int(p.y), Int(p.z))
  }

  func near(_ a: SIMD3<Int>, _ b: SIMD3<Int>, within tolerance: Int = 3) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.z - b.z) <= tolerance
  }

  @Test("A custom triangle is filled inside and nowhere outside, stroked along its sides")
  func triangle() throws {
    let (server, renderer) = try whiteRenderer()
    defer { withExtendedLifetime(server) {} }
    let image = try render(
      HStack(spacing: 0) {
        Triangle().fill(Color.black).frame(width: 100, height: 100)
        Triangle().stroke(Color.black, lineWidth: 4).frame(width: 100, height: 100)
      }, size: CGSize(width: 200, height: 100), renderer: renderer)
    let black = SIMD3(0, 0, 0)
    let white = SIMD3(255, 255, 255)
    // The filled triangle: apex (50, 0), base (0, 100)–(100, 100).
    for (x, y) in [(50, 50), (50, 5), (20, 90), (80, 90)] {
      #expect(pixel(image, x, y) == black, "inside (\(x), \(y))")
    }
    for (x, y) in [(20, 20), (80, 20), (10, 60), (90, 60)] {
      #expect(pixel(image, x, y) == white, "outside (\(x), \(y))")
    }
    // On the left side's line from (50, 0) to (0, 100), coverage is partial somewhere near x = 25.
    #expect(pixel(image, 25, 50) != black || pixel(image, 24, 50) != white)
    // The stroked triangle (offset by 100): its sides are inked, its middle is not.
    #expect(pixel(image, 150, 60) == white)
    #expect(pixel(image, 150, 99) == black)
    #expect(pixel(image, 125, 50) == black, "the left side passes through (125, 50)")
  }

  @Test("A linear gradient's pixels are its colours at the start, middle and end")
  func linearGradient() throws {
    let (server, renderer) = try whiteRenderer()
    defer { withExtendedLifetime(server) {} }
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let gradient = LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)
    let image = try render(
      VStack(spacing: 0) {
        gradient.frame(width: 200, height: 20)
        Triangle().fill(gradient).frame(width: 200, height: 40)
        Circle().fill(gradient).frame(width: 200, height: 40)
      }, size: CGSize(width: 200, height: 100), renderer: renderer)
    // Pixel centres x + 0.5 along 0…200: t = (x + 0.5) / 200.
    for row in [10, 55, 80] {
      for x in [0, 50, 99, 150, 199] where row != 55 || (x >= 60 && x <= 140) {
        if row == 80, abs(x - 100) > 15 { continue }
        let t = (Double(x) + 0.5) / 200
        let expected = SIMD3(Int(((1 - t) * 255).rounded()), 0, Int((t * 255).rounded()))
        #expect(near(pixel(image, x, row), expected), "(\(x), \(row)) \(pixel(image, x, row)) vs \(expected)")
      }
    }
    // Padded: a gradient ending midway holds its last colour beyond.
    let half = try render(
      LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .center).frame(width: 200, height: 20),
      size: CGSize(width: 200, height: 20), renderer: renderer)
    #expect(near(pixel(half, 180, 10), SIMD3(0, 0, 255)))
  }

  @Test("Angular and radial gradients: pixels at known angles and radii")
  func angularAndRadial() throws {
    let (server, renderer) = try whiteRenderer()
    defer { withExtendedLifetime(server) {} }
    let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)]
    let angular = AngularGradient(colors: colors, center: .center, startAngle: .degrees(30), endAngle: .degrees(270))
    let radial = RadialGradient(colors: [.black, .white], center: .center, startRadius: 10, endRadius: 90)
    let image = try render(
      HStack(spacing: 0) {
        angular.frame(width: 200, height: 200)
        radial.frame(width: 200, height: 200)
      }, size: CGSize(width: 400, height: 200), renderer: renderer)
    let shading = angular.paint.placed(in: CGRect(x: 0, y: 0, width: 200, height: 200))
    for degrees in stride(from: 0.0, to: 360, by: 20) where abs(degrees - 270 - 60) > 5 && abs(degrees - 30) > 3 {
      let radians = degrees * .pi / 180
      let x = Int((100 + 70 * cos(radians)).rounded(.down))
      let y = Int((100 + 70 * sin(radians)).rounded(.down))
      let expected = rgb(shading.color(atPoint: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)))
      #expect(near(pixel(image, x, y), expected, within: 4), "\(degrees)°: \(pixel(image, x, y)) vs \(expected)")
    }
    // Radial: black inside 10, white beyond 90, grey halfway (50 from the centre).
    #expect(pixel(image, 305, 100) == SIMD3(0, 0, 0))
    #expect(pixel(image, 398, 100) == SIMD3(255, 255, 255))
    #expect(near(pixel(image, 350, 100), SIMD3(128, 128, 128), within: 4))
  }
}

extension DrawingRenderTests {
  /// A shape drawn from its path, never through the renderer's analytic fast path.
  struct PathOnly<Content: Shape>: Shape {
    let content: Content
    func path(in rect: CGRect) -> Path { content.path(in: rect) }
  }

  @Test("A continuous RoundedRectangle's fast path draws the continuous outline, not quarter circles")
  func continuousCornersFastPath() throws {
    let (server, renderer) = try whiteRenderer()
    defer { withExtendedLifetime(server) {} }
    let size = CGSize(width: 100, height: 100)
    func drawn<S: Shape>(_ shape: S) throws -> RGBAImage {
      try render(shape.fill(Color.black).frame(width: 100, height: 100), size: size, renderer: renderer)
    }
    let fast = try drawn(RoundedRectangle(cornerRadius: 24))
    let reference = try drawn(PathOnly(content: RoundedRectangle(cornerRadius: 24, style: .continuous)))
    let circular = try drawn(RoundedRectangle(cornerRadius: 24, style: .circular))
    var differsFromReference = 0
    var differsFromCircular = 0
    for y in 0..<100 {
      for x in 0..<100 {
        if abs(Int(fast[x, y].x) - Int(reference[x, y].x)) > 24 { differsFromReference += 1 }
        if abs(Int(fast[x, y].x) - Int(circular[x, y].x)) > 24 { differsFromCircular += 1 }
      }
    }
    #expect(differsFromReference == 0)
    // The continuous corner starts 1.53 radii out: its corners cut visibly more than circles.
    #expect(differsFromCircular > 20)
  }

  @Test("EllipticalGradient: grey halfway out along both radii, white at the ellipse's edge")
  func ellipticalGradient() throws {
    let (server, renderer) = try whiteRenderer()
    defer { withExtendedLifetime(server) {} }
    let image = try render(
      EllipticalGradient(colors: [.black, .white]).frame(width: 200, height: 100),
      size: CGSize(width: 200, height: 100),
      renderer: renderer)
    // Radii 100 across and 50 down (half the frame): a quarter of the frame out is halfway.
    #expect(pixel(image, 100, 50).x < 6)
    #expect(near(pixel(image, 150, 50), SIMD3(128, 128, 128), within: 4))
    #expect(near(pixel(image, 100, 75), SIMD3(128, 128, 128), within: 4))
    #expect(pixel(image, 100, 99).x > 245)
    #expect(pixel(image, 199, 50).x > 245)
  }
}
