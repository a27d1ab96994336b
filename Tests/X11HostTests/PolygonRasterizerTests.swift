import Foundation
import PlaygroundUI
import Testing

@testable import X11Host

@Suite("Polygon rasterizer (no X server)")
struct PolygonRasterizerTests {
  func fill(_ polygons: [[SIMD2<Double>]], evenOdd: Bool = false, size: Int = 20) -> CoverageMask {
    CoverageRasterizer.rasterize(.polygons(polygons, evenOdd: evenOdd), paint: .fill, width: size, height: size)
  }

  func square(_ x: Double, _ y: Double, _ side: Double, reversed: Bool = false) -> [SIMD2<Double>] {
    let points = [SIMD2(x, y), SIMD2(x + side, y), SIMD2(x + side, y + side), SIMD2(x, y + side)]
    return reversed ? points.reversed() : points
  }

  @Test("A pixel-aligned square covers its pixels fully and nothing else")
  func alignedSquare() {
    let mask = fill([square(4, 4, 10)])
    for y in 0..<20 {
      for x in 0..<20 {
        let inside = (4..<14).contains(x) && (4..<14).contains(y)
        #expect(mask[x, y] == (inside ? 255 : 0), "(\(x), \(y))")
      }
    }
    #expect(mask.coveredArea == 100)
  }

  @Test("Edges between pixels are covered by the fraction inside (exact across, 1/16 steps down)")
  func partialCoverage() {
    let mask = fill([square(4.25, 4.5, 10)])
    // Column 4 is three quarters inside; row 4 half; their corner both.
    #expect(abs(Int(mask[4, 8]) - 191) <= 1)
    #expect(abs(Int(mask[8, 4]) - 128) <= 1)
    #expect(abs(Int(mask[4, 4]) - 96) <= 1)
    #expect(abs(mask.coveredArea - 100) < 0.05)
  }

  @Test("A triangle covers half its bounding box")
  func triangleArea() {
    let mask = fill([[SIMD2(2, 2), SIMD2(18, 2), SIMD2(2, 18)]])
    #expect(abs(mask.coveredArea - 128) < 0.3)
  }

  @Test("Nested squares wound alike: a hole for even-odd, solid for non-zero; wound oppositely, a hole for both")
  func windingRules() {
    let outer = square(2, 2, 16)
    let inner = square(6, 6, 8)
    #expect(fill([outer, inner])[10, 10] == 255)
    #expect(fill([outer, inner], evenOdd: true)[10, 10] == 0)
    #expect(fill([outer, square(6, 6, 8, reversed: true)])[10, 10] == 0)
    #expect(fill([outer, inner], evenOdd: true)[3, 3] == 255)
  }

  @Test("Overlapping pieces wound alike never exceed full coverage")
  func overlapClamps() {
    let mask = fill([square(2, 2, 10), square(6, 6, 10)])
    #expect(mask[8, 8] == 255)
    #expect(abs(mask.coveredArea - (100 + 100 - 36)) < 0.01)
  }
}
