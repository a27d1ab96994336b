import Foundation
import Testing

@testable import PlaygroundUI

/// `blur`, the colour effects, `blendMode`, `compositingGroup`/`drawingGroup` and materials as
/// display-list items: what the host is asked to composite, from the modifiers' documented
/// parameters (no X server).
@Suite("Layer effects and materials in the display list")
@MainActor
struct LayerEffectTests {
  private let window = CGSize(width: 200, height: 200)

  func layers(_ list: DisplayList) -> [LayerDrawing] {
    list.items.compactMap { if case .pushLayer(let layer) = $0 { layer } else { nil } }
  }

  @Test func blurWrapsTheContentInALayerWithItsBoundsAndRadius() throws {
    let list = ViewGraph.testing(Color.red.frame(width: 40, height: 30).blur(radius: 3)).render(size: window, time: 0)
    #expect(list.items.count == 3)
    let layer = try #require(layers(list).first)
    #expect(layer.effect == .blur(radius: 3, opaque: false))
    #expect(layer.bounds == CGRect(x: 80, y: 85, width: 40, height: 30))
    #expect(list.items.last == .popLayer)
    // The composited blur may land 3σ (+2 for antialiasing) beyond what was drawn.
    #expect(layer.reach == CGRect(x: 69, y: 74, width: 62, height: 52))
  }

  @Test func aScaleEffectScalesTheBlurRadius() throws {
    let list = ViewGraph.testing(Color.red.frame(width: 40, height: 30).blur(radius: 3).scaleEffect(2))
      .render(size: window, time: 0)
    #expect(try #require(layers(list).first).effect == .blur(radius: 6, opaque: false))
  }

  @Test func opacityOutsideALayerAppliesToTheLayerNotToWhatItDraws() throws {
    let list = ViewGraph.testing(
      ZStack {
        Color.red
        Color.blue.padding(10)
      }.frame(width: 40, height: 40).compositingGroup().opacity(0.5)
    ).render(size: window, time: 0)
    let layer = try #require(layers(list).first)
    #expect(layer.effect == .group)
    #expect(layer.opacity == 0.5)
    let colors = list.items.compactMap { if case .shape(let shape) = $0 { shape.color } else { nil } }
    #expect(colors.count == 2)
    #expect(colors.allSatisfy { $0.alpha == 1 })
    // Without the group each shape fades on its own.
    let plain = ViewGraph.testing(
      ZStack {
        Color.red
        Color.blue.padding(10)
      }.frame(width: 40, height: 40).opacity(0.5)
    )
    .render(size: window, time: 0)
    #expect(plain.items.allSatisfy { if case .shape(let shape) = $0 { shape.color.alpha == 0.5 } else { true } })
  }

  @Test func colourEffectsCarryTheirMatrices() throws {
    func effect<V: View>(_ view: V) throws -> LayerEffect {
      try #require(layers(ViewGraph.testing(view).render(size: window, time: 0)).first).effect
    }
    let square = Color.red.frame(width: 20, height: 20)
    #expect(try effect(square.brightness(0.2)) == .colorMatrix(.brightness(0.2)))
    #expect(try effect(square.contrast(1.5)) == .colorMatrix(.contrast(1.5)))
    #expect(try effect(square.saturation(0)) == .colorMatrix(.saturation(0)))
    #expect(try effect(square.grayscale(0.5)) == .colorMatrix(.grayscale(0.5)))
    #expect(try effect(square.colorInvert()) == .colorMatrix(.invert))
    #expect(try effect(square.hueRotation(.degrees(90))) == .colorMatrix(.hueRotation(radians: .pi / 2)))
    #expect(try effect(square.blendMode(.multiply)) == .blend(.multiply))
    #expect(try effect(square.drawingGroup()) == .group)
    // colorMultiply takes the colour in the view's scheme.
    let dark = try effect(square.colorMultiply(Color(light: .white, dark: .black)).environment(\.colorScheme, .dark))
    #expect(dark == .colorMatrix(.multiply(.black)))
  }

  /// The documented end points: brightness 1 is white, contrast 0 neutral grey and negative
  /// contrast inverted, saturation 0 grey (equal components), grayscale 1 the same grey, and a
  /// full turn of hue the identity.
  @Test func colourMatricesMeetTheDocumentedEndPoints() {
    let red = SIMD4<Double>(0.9, 0.2, 0.1, 1)
    #expect(ColorMatrix.brightness(1).apply(red) == SIMD4(1, 1, 1, 1))
    #expect(ColorMatrix.contrast(0).apply(red) == SIMD4(0.5, 0.5, 0.5, 1))
    let inverted = ColorMatrix.contrast(-1).apply(red)
    #expect(abs(inverted.x - 0.1) < 1e-9 && abs(inverted.y - 0.8) < 1e-9)
    let grey = ColorMatrix.saturation(0).apply(red)
    #expect(abs(grey.x - grey.y) < 1e-9 && abs(grey.y - grey.z) < 1e-9)
    let luma = ColorMatrix.grayscale(1).apply(red)
    #expect(abs(luma.x - (0.2126 * 0.9 + 0.7152 * 0.2 + 0.0722 * 0.1)) < 1e-9)
    let turned = ColorMatrix.hueRotation(radians: 2 * .pi).apply(red)
    #expect(abs(turned.x - 0.9) < 1e-9 && abs(turned.y - 0.2) < 1e-9 && abs(turned.z - 0.1) < 1e-9)
    #expect(
      ColorMatrix.multiply(RGBAColor(red: 0.5, green: 1, blue: 0, alpha: 0.5)).apply(red) == SIMD4(0.45, 0.2, 0, 0.5))
  }

  @Test func aMaterialBackgroundIsAMaterialItemBehindTheContent() throws {
    let list = ViewGraph.testing(Text("Hi").frame(width: 100, height: 40).background(.ultraThinMaterial))
      .render(size: window, time: 0)
    guard case .material(let material) = try #require(list.items.first) else {
      Issue.record("expected the material first: \(list.dump())")
      return
    }
    #expect(material.frame == CGRect(x: 50, y: 80, width: 100, height: 40))
    #expect(material.polygons.isEmpty)
    #expect(material.backdrop == Material.ultraThin.backdrop(in: .light))
    #expect(list.items.contains { if case .text = $0 { true } else { false } })
  }

  @Test func aMaterialInARoundedRectangleCarriesItsOutlineAndTheSchemesTint() throws {
    let list = ViewGraph.testing(
      Text("Hi").frame(width: 100, height: 40).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .environment(\.colorScheme, .dark)
    ).render(size: window, time: 0)
    guard case .material(let material) = try #require(list.items.first) else {
      Issue.record("expected the material first")
      return
    }
    #expect(!material.polygons.isEmpty)
    let bounds = PointRegion.bounds(of: material.polygons)
    #expect(abs(bounds.minX - 50) < 0.01 && abs(bounds.maxY - 120) < 0.01)
    // The corner is cut: the frame's top-left point is outside the outline.
    #expect(!PointRegion.contains(CGPoint(x: 51, y: 81), polygons: material.polygons, evenOdd: false))
    #expect(material.backdrop.tint == Material.regular.backdrop(in: .dark).tint)
    #expect(material.backdrop.tint != Material.regular.backdrop(in: .light).tint)
  }

  @Test func thickerMaterialsBlurMoreAndLetLessThrough() {
    let materials: [Material] = [
      .ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial,
    ]
    let looks = materials.map { $0.backdrop(in: .light) }
    for (thin, thick) in zip(looks, looks.dropFirst()) {
      #expect(thin.blurRadius < thick.blurRadius)
      #expect(thin.tint.alpha < thick.tint.alpha)
    }
  }

  @Test func aMaterialFillOfAShapeAndThroughAnyShapeStyleIsAMaterialToo() throws {
    for view in [
      AnyView(Circle().fill(.thinMaterial).frame(width: 50, height: 50)),
      AnyView(Capsule().fill(AnyShapeStyle(.thickMaterial)).frame(width: 80, height: 30)),
    ] {
      let list = ViewGraph.testing(view).render(size: window, time: 0)
      #expect(list.items.contains { if case .material = $0 { true } else { false } }, "\(list.dump())")
    }
  }

  @Test func theShapeStyleNamesAreMaterialsTypeProperties() throws {
    func style<S: ShapeStyle>(_ style: S) -> S { style }
    #expect(style(.ultraThinMaterial).backdrop(in: .light) == Material.ultraThin.backdrop(in: .light))
    #expect(style(.bar).backdrop(in: .dark) == Material.bar.backdrop(in: .dark))
    let list = ViewGraph.testing(Color.red.frame(width: 40, height: 40).background(Material.thick))
      .render(size: window, time: 0)
    guard case .material(let material) = try #require(list.items.first) else {
      Issue.record("expected a material")
      return
    }
    #expect(material.backdrop == Material.thick.backdrop(in: .light))
  }
}
