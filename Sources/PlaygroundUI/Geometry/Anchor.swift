/// An opaque value derived from a view's geometry (a rectangle or a point of it), resolved into
/// another view's coordinates with `GeometryProxy`'s subscript (mirrors SwiftUI's `Anchor`).
///
/// It holds the value in the global space, worked out after layout, so any reader converts it
/// into its own coordinates.
public struct Anchor<Value>: Sendable {
  /// The rectangle, or the point (as a rectangle's origin, zero-sized), in the global space.
  let global: CGRect
  let isPoint: Bool

  /// The value in the coordinates of the view `snapshot` describes.
  func resolve(_ snapshot: GeometrySnapshot) -> Value {
    if isPoint, let point = snapshot.local(global.origin) as? Value { return point }
    if let rect = snapshot.local(global) as? Value { return rect }
    // Sources only exist for CGRect and CGPoint (below), so no other value can be made.
    preconditionFailure("Anchor<\(Value.self)> has no source")
  }

  /// A type-erased geometry value that produces an anchor (`.bounds`, `.topLeading`, …).
  public struct Source {
    /// Makes the anchor from the view's frame (window points) and how they map to the global space.
    let make: (CGRect, CGAffineTransform) -> Anchor<Value>
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
    lhs.global == rhs.global && lhs.isPoint == rhs.isPoint
  }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(global.origin.x)
    hasher.combine(global.origin.y)
    hasher.combine(global.size.width)
    hasher.combine(global.size.height)
    hasher.combine(isPoint)
  }
}

extension Anchor.Source where Value == CGRect {
  /// A rectangle in the view's own coordinates.
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
    Anchor<CGRect>.Source { frame, toGlobal in
      Anchor(global: r.offsetBy(dx: frame.minX, dy: frame.minY).applying(toGlobal), isPoint: false)
    }
  }

  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { frame, toGlobal in Anchor(global: frame.applying(toGlobal), isPoint: false) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
    Anchor<CGPoint>.Source { frame, toGlobal in
      let point = CGPoint(x: frame.minX + p.x, y: frame.minY + p.y).applying(toGlobal)
      return Anchor(global: CGRect(origin: point, size: .zero), isPoint: true)
    }
  }

  /// A point given as a fraction of the view's size.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
    Anchor<CGPoint>.Source { frame, toGlobal in
      let point = CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height).applying(toGlobal)
      return Anchor(global: CGRect(origin: point, size: .zero), isPoint: true)
    }
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
