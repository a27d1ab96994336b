import Foundation
import PlaygroundUI
import Testing

@testable import X11Host

@Suite("Coverage rasterizer (no X server)")
struct CoverageRasterizerTests {
  /// A 40 px circle centred in a 48 px mask.
  func circle(radius: Double = 20, size: Int = 48, paint: CoveragePaint = .fill) -> CoverageMask {
    let c = Double(size) / 2
    return CoverageRasterizer.rasterize(
      .roundedRect(x: c - radius, y: c - radius, width: 2 * radius, height: 2 * radius, radius: radius),
      paint: paint, width: size, height: size)
  }

  @Test("A filled circle covers πr² (within 0.5% at r = 5 px, 0.2% from r = 12 px)")
  func circleArea() {
    for (radius, tolerance) in [(5.0, 0.005), (12.5, 0.002), (20, 0.002)] {
      let area = circle(radius: radius).coveredArea
      let expected = Double.pi * radius * radius
      #expect(abs(area - expected) / expected < tolerance, "r=\(radius): \(area) vs \(expected)")
    }
  }

  @Test("A centred circle is symmetric in x, y and the diagonal")
  func circleSymmetry() {
    let mask = circle()
    for y in 0..<mask.height {
      for x in 0..<mask.width {
        #expect(mask[x, y] == mask[mask.width - 1 - x, y])
        #expect(mask[x, y] == mask[x, mask.height - 1 - y])
        #expect(mask[x, y] == mask[y, x])
      }
    }
  }

  @Test("Inside is fully covered, outside is empty, the edge is antialiased")
  func insideOutsideEdge() {
    let mask = circle()
    #expect(mask[24, 24] == 255)
    #expect(mask[10, 24] == 255)
    #expect(mask[0, 0] == 0 && mask[47, 47] == 0 && mask[2, 24] == 0)
    // The pixel whose centre lies exactly on the outline is half covered.
    let edge = CoverageRasterizer.coverage(distance: 0, paint: .fill)
    #expect(edge == 128)
    let partial = (0..<48).map { mask[$0, 24] }.filter { $0 > 0 && $0 < 255 }
    #expect(partial.count == 2, "one partial pixel on each side of the row")
  }

  @Test("A stroked circle is a ring of area 2πr·w with an empty centre")
  func strokeRing() {
    let mask = circle(radius: 18, paint: .stroke(width: 3))
    let expected = 2 * Double.pi * 18 * 3
    #expect(abs(mask.coveredArea - expected) / expected < 0.01)
    #expect(mask[24, 24] == 0)
    #expect(mask[24 - 18, 24] > 200)
  }

  @Test("Thin strokes get proportional coverage, not a full pixel")
  func hairline() {
    #expect(CoverageRasterizer.coverage(distance: 0, paint: .stroke(width: 0.5)) == 128)
    #expect(CoverageRasterizer.coverage(distance: 0, paint: .stroke(width: 1)) == 255)
  }

  @Test("Rounded rectangles: area w·h − (4 − π)r², and the row-copy fast path matches per-pixel")
  func roundedRectangle() {
    let (w, h, r) = (60.0, 30.0, 8.0)
    for paint in [CoveragePaint.fill, .stroke(width: 2)] {
      let mask = CoverageRasterizer.rasterize(
        .roundedRect(x: 2.25, y: 3.5, width: w, height: h, radius: r), paint: paint, width: 66, height: 38)
      for y in 0..<mask.height {
        for x in 0..<mask.width {
          let d = CoverageRasterizer.roundedRectDistance(
            px: Double(x) + 0.5, py: Double(y) + 0.5, cx: 2.25 + w / 2, cy: 3.5 + h / 2, bx: w / 2, by: h / 2, r: r)
          #expect(mask[x, y] == CoverageRasterizer.coverage(distance: d, paint: paint))
        }
      }
      if paint == .fill {
        let expected = w * h - (4 - Double.pi) * r * r
        #expect(abs(mask.coveredArea - expected) / expected < 0.002)
      }
    }
  }

  @Test("Polylines stroke as capsules with round caps and no double-blended joins")
  func polyline() {
    let mask = CoverageRasterizer.rasterize(
      .polylines([[SIMD2(6, 6), SIMD2(26, 6)]]), paint: .stroke(width: 4), width: 32, height: 12)
    let expected = 20 * 4 + Double.pi * 4
    #expect(abs(mask.coveredArea - expected) / expected < 0.02)
    // A V shape: the join pixel is covered once, never above 255 or brighter than the arms.
    let v = CoverageRasterizer.rasterize(
      .polylines([[SIMD2(4, 4), SIMD2(12, 14), SIMD2(20, 4)]]), paint: .stroke(width: 3), width: 24, height: 20)
    #expect(v[12, 14] == 255)
    #expect(v[0, 19] == 0)
  }

  @Test("Mask stride is padded to 4 bytes for XPutImage")
  func stride() {
    let mask = CoverageMask(width: 5, height: 2)
    #expect(mask.stride == 8 && mask.bytes.count == 16)
  }
}

@Suite("Mask plans and caches (no X server)")
struct MaskPlanTests {
  @Test("Shapes one whole pixel apart share a mask; quarter pixels change the phase")
  func keysQuantise() throws {
    let a = try #require(
      MaskPlan.shape(.circle, rect: CGRect(x: 10, y: 10, width: 30, height: 30), paint: .fill, scale: 1))
    let b = try #require(
      MaskPlan.shape(.circle, rect: CGRect(x: 11, y: 15, width: 30, height: 30), paint: .fill, scale: 1))
    let c = try #require(
      MaskPlan.shape(.circle, rect: CGRect(x: 10.25, y: 10, width: 30, height: 30), paint: .fill, scale: 1))
    #expect(a.key == b.key)
    #expect(a.key != c.key && c.key.phaseX == 1)
    #expect(b.originX == a.originX + 1 && b.originY == a.originY + 5)
  }

  @Test("A circle is inscribed and centred in a non-square rect; scale multiplies everything")
  func circleInscribed() throws {
    let plan = try #require(
      MaskPlan.shape(.circle, rect: CGRect(x: 0, y: 0, width: 40, height: 20), paint: .fill, scale: 2))
    guard case .roundedRect(let x, _, let w, let h, let r) = plan.outline else {
      Issue.record("expected a rounded rect outline")
      return
    }
    #expect(w == 40 && h == 40 && r == 20)
    #expect(Double(plan.originX) + x == 20)
  }

  @Test("Degenerate and non-finite shapes draw nothing instead of trapping")
  func degenerate() {
    #expect(MaskPlan.shape(.capsule, rect: CGRect(x: 0, y: 0, width: 0, height: 0), paint: .fill, scale: 1) == nil)
    #expect(
      MaskPlan.shape(.capsule, rect: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5), paint: .fill, scale: 1) == nil)
    #expect(
      MaskPlan.shape(.rectangle, rect: CGRect(x: 1e300, y: 0, width: 5, height: 5), paint: .fill, scale: 1) == nil)
    #expect(MaskPlan.symbol(strokes: [], lineWidth: 2, scale: 1) == nil)
  }

  @Test("The LRU cache evicts the least recently used entries and reports them")
  func lru() {
    var cache = LRUCache<Int, String>(maxCount: 4)
    for i in 0..<4 { cache.insert("\(i)", for: i) }
    _ = cache.value(for: 0)
    let evicted = cache.insert("4", for: 4)
    #expect(evicted.map(\.value) == ["1", "2"] && evicted.map(\.key) == [1, 2])
    #expect(cache.value(for: 0) == "0" && cache.value(for: 4) == "4" && cache.value(for: 1) == nil)
  }
}
