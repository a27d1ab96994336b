/// How a shape's outline is stroked (mirrors SwiftUI's `StrokeStyle`).
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// The rule that decides which regions of a path are inside (mirrors SwiftUI's `FillStyle`).
public struct FillStyle: Hashable, Sendable {
  /// True for the even-odd rule, false for non-zero winding.
  public var isEOFilled: Bool
  /// Kept for SwiftUI's signature; the playground always antialiases.
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The corner shape of rounded rectangles (mirrors SwiftUI's `RoundedCornerStyle`): quarter
/// circles, or the continuous curve of iOS (Drawing/RoundedCorners.swift).
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular
  case continuous
}
