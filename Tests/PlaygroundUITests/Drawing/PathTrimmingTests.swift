import Foundation
import Testing

@testable import PlaygroundUI

/// `trimmedPath(from:to:)` and `Shape.trim` as Apple documents them: the region between two
/// fractions of the path's total length. A 100 × 50 rectangle's outline starts at its
/// top-left corner and runs clockwise on screen (top edge, right edge, …), 300 pt in all.
@Suite struct PathTrimmingTests {
  private func points(_ path: Path) -> [CGPoint] {
    var result: [CGPoint] = []
    func collect(_ element: Path.Element) {
      switch element {
      case .move(let to), .line(let to): result.append(to)
      default: break
      }
    }
    path.forEach(collect)
    return result
  }

  @Test func aFractionOfTheLengthFromTheStart() {
    let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
    // Half the perimeter is 150 pt: the top edge and the right edge.
    #expect(
      points(rect.trimmedPath(from: 0, to: 0.5)) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50),
      ])
    // From 50 pt (the top edge's middle) to 120 pt (20 pt down the right edge).
    #expect(
      points(rect.trimmedPath(from: 50.0 / 300, to: 120.0 / 300))
        == [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 20)])
  }

  @Test func degenerateAndOutOfRangeFractions() {
    let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(rect.trimmedPath(from: 0.6, to: 0.6).isEmpty)
    #expect(rect.trimmedPath(from: 0.8, to: 0.2).isEmpty)
    #expect(rect.trimmedPath(from: -1, to: 2) == rect)
    #expect(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
  }

  @Test func aTrimmedCircleIsThatShareOfItsCircumference() {
    // A quarter of a circle of radius 50: 2π·50 / 4 long, its ends a quarter turn apart.
    let quarter = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    let ends = points(quarter)
    let length = zip(ends, ends.dropFirst()).reduce(CGFloat(0)) { sum, pair in
      sum + ((pair.1.x - pair.0.x) * (pair.1.x - pair.0.x) + (pair.1.y - pair.0.y) * (pair.1.y - pair.0.y)).squareRoot()
    }
    #expect(abs(length - 2 * .pi * 50 / 4) < 0.1)
    let first = ends[0]
    let last = ends[ends.count - 1]
    let chord = ((last.x - first.x) * (last.x - first.x) + (last.y - first.y) * (last.y - first.y)).squareRoot()
    #expect(abs(chord - 50 * 2.0.squareRoot()) < 0.1)
  }
}
