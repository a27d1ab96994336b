import Foundation
import Testing

@testable import PlaygroundUI

@Suite("Colour spaces, HSB and gradients")
struct ColorAndGradientTests {
  func close(_ c: RGBAColor, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, within t: Double = 1e-9) -> Bool {
    abs(c.red - r) <= t && abs(c.green - g) <= t && abs(c.blue - b) <= t && abs(c.alpha - a) <= t
  }

  @Test("Hue, saturation and brightness: the primaries and secondaries at the hue circle's sixths")
  func hueCircle() {
    let expected: [(Double, (Double, Double, Double))] = [
      (0, (1, 0, 0)), (1.0 / 6, (1, 1, 0)), (2.0 / 6, (0, 1, 0)), (3.0 / 6, (0, 1, 1)),
      (4.0 / 6, (0, 0, 1)), (5.0 / 6, (1, 0, 1)), (1, (1, 0, 0)),
    ]
    for (hue, rgb) in expected {
      let c = Color(hue: hue, saturation: 1, brightness: 1).rgba
      #expect(close(c, rgb.0, rgb.1, rgb.2, within: 1e-12), "hue \(hue): \(c)")
    }
  }

  @Test("HSB: the largest channel is the brightness, the smallest brightness × (1 − saturation)")
  func hsbDefinition() {
    for hue in stride(from: 0.0, to: 1, by: 0.07) {
      for (s, v) in [(0.5, 0.8), (0.25, 0.4), (1, 0.6)] {
        let c = Color(hue: hue, saturation: s, brightness: v, opacity: 0.5).rgba
        let channels = [c.red, c.green, c.blue]
        #expect(isClose(channels.max()!, v, within: 1e-12))
        #expect(isClose(channels.min()!, v * (1 - s), within: 1e-12))
        #expect(c.alpha == 0.5)
        // The hue comes back: (G − B) / (max − min) / 6 in the red sector, and so on.
        let (mx, mn) = (channels.max()!, channels.min()!)
        var h: Double
        if mx == c.red {
          h = (c.green - c.blue) / (mx - mn) / 6
        } else if mx == c.green {
          h = ((c.blue - c.red) / (mx - mn) + 2) / 6
        } else {
          h = ((c.red - c.green) / (mx - mn) + 4) / 6
        }
        if h < 0 { h += 1 }
        #expect(isClose(h, hue, within: 1e-9), "hue \(hue) came back as \(h)")
      }
    }
    // No saturation is grey at the brightness.
    #expect(close(Color(hue: 0.3, saturation: 0, brightness: 0.4).rgba, 0.4, 0.4, 0.4))
  }

  @Test("Linear-light and white components convert to sRGB by the sRGB curve")
  func colorSpaces() {
    // 0.5 linear is 1.055 · 0.5^(1/2.4) − 0.055 in sRGB.
    let half = 1.055 * pow(0.5, 1 / 2.4) - 0.055
    #expect(close(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1).rgba, half, 0, 1, within: 1e-12))
    #expect(close(Color(white: 0.3, opacity: 0.2).rgba, 0.3, 0.3, 0.3, 0.2))
    #expect(close(Color(.displayP3, red: 1, green: 1, blue: 1).rgba, 1, 1, 1, within: 1e-3))
  }

  @Test("A linear gradient is its first colour at the start, its last at the end, the mix between")
  func linearGradientColors() {
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    let shading = gradient.paint.placed(in: CGRect(x: 10, y: 0, width: 100, height: 20))
    let red = Color.red.rgba
    let blue = Color.blue.rgba
    #expect(shading.color(atPoint: CGPoint(x: 10, y: 5)) == red)
    #expect(shading.color(atPoint: CGPoint(x: 110, y: 15)) == blue)
    // Padded beyond the ends.
    #expect(shading.color(atPoint: CGPoint(x: 0, y: 5)) == red)
    let middle = shading.color(atPoint: CGPoint(x: 60, y: 7))
    #expect(close(middle, (red.red + blue.red) / 2, (red.green + blue.green) / 2, (red.blue + blue.blue) / 2))
    // Stops at explicit locations: a quarter of the way to the second stop at 0.8.
    let stops = LinearGradient(
      stops: [.init(color: .black, location: 0), .init(color: .white, location: 0.8)], startPoint: .top,
      endPoint: .bottom
    ).paint.placed(in: CGRect(x: 0, y: 0, width: 10, height: 100))
    #expect(close(stops.color(atPoint: CGPoint(x: 5, y: 20)), 0.25, 0.25, 0.25))
    #expect(stops.color(atPoint: CGPoint(x: 5, y: 90)) == Color.white.rgba)
  }

  @Test("Radial and angular gradients by distance and by angle")
  func radialAndAngular() {
    let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let radial = RadialGradient(colors: [.black, .white], center: .center, startRadius: 10, endRadius: 50)
      .paint.placed(in: frame)
    #expect(radial.color(atPoint: CGPoint(x: 52, y: 50)) == Color.black.rgba)
    #expect(close(radial.color(atPoint: CGPoint(x: 80, y: 50)), 0.5, 0.5, 0.5))
    // Four colours over a full turn from 0° (trailing), clockwise on screen.
    let angular = AngularGradient(colors: [.red, .green, .blue, .red], center: .center).paint.placed(in: frame)
    #expect(close(angular.color(atPoint: CGPoint(x: 90, y: 50)), 1, 0.231, 0.188, within: 1e-3))
    // 120° is a third of the turn: the green stop (stops at 0, ⅓, ⅔, 1).
    let third = 2 * CGFloat.pi / 3
    let at120 = CGPoint(x: 50 + 40 * cos(third), y: 50 + 40 * sin(third))
    let green = Color.green.rgba
    #expect(close(angular.color(atPoint: at120), green.red, green.green, green.blue, within: 1e-6))
    // A half-turn gradient from 0° to 180° fills the missing half with its last colour, then its
    // first, switching at 270°.
    let half = AngularGradient(colors: [.black, .white], center: .center, startAngle: .zero, endAngle: .degrees(180))
      .paint.placed(in: frame)
    #expect(close(half.color(atPoint: CGPoint(x: 50, y: 90)), 0.5, 0.5, 0.5, within: 1e-9))
    #expect(half.color(atPoint: CGPoint(x: 45, y: 10)) == Color.white.rgba)
    #expect(half.color(atPoint: CGPoint(x: 55, y: 10)) == Color.black.rgba)
  }

  @Test("Styles resolve: hierarchical levels, AnyShapeStyle, Color.gradient, a gradient foreground")
  func styles() {
    let environment = EnvironmentValues()
    #expect(HierarchicalShapeStyle.secondary.resolvePaint(in: environment) == .color(Color.secondary.rgba))
    #expect(AnyShapeStyle(Color.mint).resolvePaint(in: environment) == .color(Color.mint.rgba))
    guard case .gradient(let paint) = Color.teal.gradient.resolvePaint(in: environment) else {
      Issue.record("Color.gradient is not a gradient")
      return
    }
    #expect(paint.stops.last?.color == Color.teal.rgba && paint.geometry == .linear(start: .top, end: .bottom))
  }
}
