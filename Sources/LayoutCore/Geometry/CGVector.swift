import Foundation

/// A two-dimensional vector (mirrors Core Graphics' `CGVector`, which Linux's Foundation lacks):
/// what drag handlers compute from a gesture's location to find an angle.
public struct CGVector: Hashable, Sendable, Codable {
  public var dx: CGFloat
  public var dy: CGFloat

  public init() {
    dx = 0
    dy = 0
  }

  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  public static var zero: CGVector { CGVector() }
}
