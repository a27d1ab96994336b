import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

@testable import X11Host

/// The layer effects and materials drawn by the real host under Xvfb, each compared with
/// ImageMagick applying the same effect to the host's own drawing of the view without it (so
/// the reference shares nothing with the effect's code), or with what the effect's definition
/// gives.
@Suite("Layer effects drawn under Xvfb", .exclusiveX)
@MainActor
struct EffectLayerRenderTests {
  let size = CGSize(width: 120, height: 100)

  func render<V: View>(_ view: V, in window: CGSize? = nil) throws -> RGBAImage {
    let size = window ?? self.size
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let renderer = Renderer(
      display: display, measurer: PangoTextMeasurer(display: display, scale: 1), background: .white)
    let graph = ViewGraph(measurer: renderer.measurer, root: view)
    let list = graph.render(size: size, time: 0)
    return try #require(renderer.renderOffscreen(list, size: size))
  }

  /// The largest colour difference between two images, over the pixels `where` accepts.
  func worst(_ a: [UInt8], _ b: [UInt8], width: Int, where accept: (Int, Int) -> Bool = { _, _ in true }) -> Int {
    var most = 0
    for i in a.indices where i % 4 != 3 && accept(i / 4 % width, i / 4 / width) {
      most = max(most, abs(Int(a[i]) - Int(b[i])))
    }
    return most
  }

  /// A scene with edges and hues: a gradient with two shapes on it.
  var scene: some View {
    ZStack {
      LinearGradient(colors: [.red, .yellow, .blue], startPoint: .leading, endPoint: .trailing)
      Circle().fill(Color.green).frame(width: 40, height: 40).offset(x: -20)
      Rectangle().fill(Color.black).frame(width: 30, height: 20).offset(x: 25, y: 10)
    }
    .frame(width: 80, height: 60)
  }

  @Test("blur(radius:) is ImageMagick's Gaussian of the same drawing", arguments: [2.0, 4.0, 12.0])
  func blur(radius: Double) throws {
    let width = Int(size.width)
    let plain = try render(Color.black.frame(width: 40, height: 30))
    let blurred = try render(Color.black.frame(width: 40, height: 30).blur(radius: radius))
    // The square over white, blurred with the white extended: what blurring it on a clear
    // layer and compositing that over white gives.
    let reference = try ImageMagick.process(
      plain.pixels, width: width, height: Int(size.height), ["-virtual-pixel", "edge", "-blur", "0x\(radius)"])
    let most = worst(blurred.pixels, reference, width: width)
    #expect(most <= (radius <= BlurFilter.exactLimit ? 3 : 6), "radius \(radius): off by \(most)")
  }

  @Test("An opaque blur stays inside what the view drew and keeps it opaque")
  func opaqueBlur() throws {
    let image = try render(
      HStack(spacing: 0) {
        Color.black.frame(width: 20, height: 40)
        Color.white.frame(width: 20, height: 40)
      }
      .blur(radius: 4, opaque: true))
    // The view spans x 40…80, y 30…70: outside it, nothing spread; at its own edge, no fading
    // to the white behind (the black half stays black at its far left).
    #expect(image[38, 50] == SIMD4(255, 255, 255, 255))
    #expect(image[40, 50].x < 10, "\(image[40, 50])")
    let middle = Int(image[60, 50].x)
    #expect(abs(middle - 128) < 20, "the edge between the halves blurs to grey: \(middle)")
  }

  @Test("The colour effects are ImageMagick's filters on the same drawing")
  func colorEffects() throws {
    let width = Int(size.width)
    let height = Int(size.height)
    let plain = try render(scene).pixels
    let inside = { (x: Int, y: Int) in (20..<100).contains(x) && (20..<80).contains(y) }
    let cases: [(AnyView, [String])] = [
      (AnyView(scene.colorInvert()), ["-channel", "RGB", "-negate"]),
      (AnyView(scene.grayscale(1)), ["-grayscale", "Rec709Luma"]),
      (AnyView(scene.brightness(0.25)), ["-channel", "RGB", "-evaluate", "Add", "25%"]),
      (AnyView(scene.contrast(0.5)), ["-channel", "RGB", "-function", "Polynomial", "0.5,0.25"]),
    ]
    for (view, operations) in cases {
      let ours = try render(view).pixels
      let reference = try ImageMagick.process(plain, width: width, height: height, operations)
      let most = worst(ours, reference, width: width, where: inside)
      #expect(most <= 2, "\(operations.joined(separator: " ")): off by \(most)")
    }
  }

  /// ImageMagick's `-compose` names for the separable PDF blend modes, which it and XRender
  /// both define as the W3C Compositing specification does.
  @Test(
    "The separable blend modes are ImageMagick's -compose of the same colours",
    arguments: [
      (BlendMode.multiply, "Multiply"), (.screen, "Screen"), (.overlay, "Overlay"), (.darken, "Darken"),
      (.lighten, "Lighten"), (.colorDodge, "ColorDodge"), (.colorBurn, "ColorBurn"), (.hardLight, "HardLight"),
      (.difference, "Difference"), (.exclusion, "Exclusion"), (.plusLighter, "Plus"), (.softLight, "SoftLight"),
    ])
  func blendMode(mode: BlendMode, compose: String) throws {
    let width = Int(size.width)
    let height = Int(size.height)
    let backdrop = LinearGradient(colors: [.red, .white, .blue], startPoint: .leading, endPoint: .trailing)
    let source = LinearGradient(colors: [.green, .gray, .orange], startPoint: .top, endPoint: .bottom)
    let under = try render(backdrop).pixels
    let over = try render(source).pixels
    let blended = try render(
      ZStack {
        backdrop
        source.blendMode(mode)
      }
    ).pixels
    let reference = try ImageMagick.compose(compose, source: over, over: under, width: width, height: height)
    let most = worst(blended, reference, width: width)
    #expect(most <= 2, "\(mode): off by \(most)")
  }

  @Test("compositingGroup makes opacity apply to the group: overlaps are not darker")
  func compositingGroup() throws {
    func pair() -> some View {
      ZStack {
        Color.black.frame(width: 40, height: 40).offset(x: -10)
        Color.black.frame(width: 40, height: 40).offset(x: 10)
      }
    }
    let grouped = try render(pair().compositingGroup().opacity(0.5))
    let ungrouped = try render(pair().opacity(0.5))
    // Squares span x 30…70 and 50…90 (y 30…70); x 60 is in both, x 40 and 80 in one.
    #expect(grouped[60, 50] == grouped[40, 50])
    #expect(grouped[60, 50] == grouped[80, 50])
    #expect(abs(Int(grouped[60, 50].x) - 128) <= 1, "half of black over white: \(grouped[60, 50])")
    // Without the group, each square fades on its own and the overlap is darker (¼ white).
    #expect(Int(ungrouped[60, 50].x) < Int(ungrouped[40, 50].x) - 40)
  }

  @Test(
    "A material is the blur of what is behind it under its tint, in a rectangle or through a rounded shape",
    arguments: [false, true])
  func material(rounded: Bool) throws {
    // The rounded case in a wider window: what the blur reads then starts well inside it, so
    // the blurred pixels must be put back at their place, not at the window's corner.
    let window = rounded ? CGSize(width: 400, height: 240) : size
    let width = Int(window.width)
    let height = Int(window.height)
    let backdrop = HStack(spacing: 0) {
      Color.black
      Color.white
    }
    let plain = try render(backdrop, in: window).pixels
    let drawn = try render(
      ZStack {
        backdrop
        if rounded {
          RoundedRectangle(cornerRadius: 8).fill(.regularMaterial).frame(width: 80, height: 40)
        } else {
          Rectangle().fill(.regularMaterial).frame(width: 80, height: 40)
        }
      }, in: window)
    let look = Material.regular.backdrop(in: .light)
    // Black and white have no saturation to raise: the backdrop is just blurred, edges extended
    // (the window's edge repeats), then the tint is laid over at its alpha.
    let blurred = try ImageMagick.process(
      plain, width: width, height: height, ["-virtual-pixel", "edge", "-blur", "0x\(look.blurRadius)"])
    let tint = look.tint
    var most = 0
    // The 80 × 40 material is centred; a rounded one is checked clear of its corners.
    let (midX, midY) = (width / 2, height / 2)
    let (rows, columns) =
      rounded
      ? ((midY - 16)..<(midY + 16), (midX - 30)..<(midX + 30)) : ((midY - 18)..<(midY + 18), (midX - 38)..<(midX + 38))
    for y in rows {
      for x in columns {
        let i = (y * width + x) * 4
        for (c, t) in [(0, tint.red), (1, tint.green), (2, tint.blue)] {
          let expected = t * 255 * tint.alpha + Double(blurred[i + c]) * (1 - tint.alpha)
          most = max(most, abs(Int(drawn.pixels[i + c]) - Int(expected.rounded())))
        }
      }
    }
    #expect(most <= 6, "off by \(most)")
    // Outside the material the backdrop is untouched.
    #expect(drawn[5, midY] == SIMD4(0, 0, 0, 255))
    #expect(drawn[width - 5, midY] == SIMD4(255, 255, 255, 255))
  }
}

extension EffectLayerRenderTests {
  @Test(
    "The non-separable blend modes follow the W3C Compositing specification's pseudo-code",
    arguments: [BlendMode.hue, .saturation, .color, .luminosity])
  func nonSeparableBlendMode(mode: BlendMode) throws {
    let width = Int(size.width)
    let backdrop = LinearGradient(colors: [.red, .mint, .blue], startPoint: .leading, endPoint: .trailing)
    let source = LinearGradient(colors: [.yellow, .purple, .teal], startPoint: .top, endPoint: .bottom)
    let under = try render(backdrop).pixels
    let over = try render(source).pixels
    let blended = try render(
      ZStack {
        backdrop
        source.blendMode(mode)
      }
    ).pixels
    var most = 0
    for i in stride(from: 0, to: under.count, by: 4) {
      let b = W3CBlending.RGB(Double(under[i]), Double(under[i + 1]), Double(under[i + 2])) / 255
      let s = W3CBlending.RGB(Double(over[i]), Double(over[i + 1]), Double(over[i + 2])) / 255
      let expected: W3CBlending.RGB =
        switch mode {
        case .hue: W3CBlending.hue(backdrop: b, source: s)
        case .saturation: W3CBlending.saturation(backdrop: b, source: s)
        case .color: W3CBlending.color(backdrop: b, source: s)
        default: W3CBlending.luminosity(backdrop: b, source: s)
        }
      for c in 0..<3 { most = max(most, abs(Int(blended[i + c]) - Int((expected[c] * 255).rounded()))) }
    }
    #expect(most <= 2, "\(mode): off by \(most) (width \(width))")
  }
}

extension EffectLayerRenderTests {
  @Test("A material over an unchanged backdrop reuses its blur; a changed backdrop blurs again")
  func materialCache() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let renderer = Renderer(
      display: display, measurer: PangoTextMeasurer(display: display, scale: 1), background: .white)
    func list(_ color: Color) -> DisplayList {
      ViewGraph(
        measurer: renderer.measurer,
        root: ZStack {
          color
          Rectangle().fill(.thinMaterial).padding(20)
        }
      )
      .render(size: size, time: 0)
    }
    let first = try #require(renderer.renderOffscreen(list(.red), size: size))
    let second = try #require(renderer.renderOffscreen(list(.red), size: size))
    #expect(renderer.materials.counters.blurs == 1 && renderer.materials.counters.reuses == 1)
    #expect(first == second)
    _ = renderer.renderOffscreen(list(.blue), size: size)
    #expect(renderer.materials.counters.blurs == 2)
  }
}
