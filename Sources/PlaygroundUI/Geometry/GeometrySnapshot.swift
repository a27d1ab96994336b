/// Where a view was in the last layout, in the terms a `GeometryProxy` answers with.
///
/// Frames are laid out in window points; geometry effects (`offset`, `scaleEffect`,
/// `rotationEffect`) around a view move what it draws, and so its coordinate space, as they do in
/// SwiftUI. `toGlobal` maps the view's window frame into the global space (the device's screen
/// on a device canvas, else the window), effects included.
struct GeometrySnapshot: Equatable {
  /// The view's frame from the last layout, in window points.
  var frame: CGRect = .zero
  /// From window points around the view to the global space.
  var toGlobal: CGAffineTransform = .identity
  var safeAreaInsets = EdgeInsets()
  /// Named ancestors' spaces, innermost first.
  var spaces: [NamedSpace] = []

  /// A named ancestor's space: its frame and how its window points map to the global space.
  struct NamedSpace: Equatable {
    let name: AnyHashable
    let frame: CGRect
    let toGlobal: CGAffineTransform

    /// `rect` (global) in this space's coordinates, its origin at the space's top-leading corner.
    func local(_ rect: CGRect) -> CGRect {
      let inWindow = rect.applying(toGlobal.inverted())
      return inWindow.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }

    var global: CGRect { frame.applying(toGlobal) }
  }

  var size: CGSize { frame.size }

  var globalFrame: CGRect { frame.applying(toGlobal) }

  /// `rect` (global) in the view's own coordinates.
  func local(_ rect: CGRect) -> CGRect {
    rect.applying(toGlobal.inverted()).offsetBy(dx: -frame.minX, dy: -frame.minY)
  }

  /// `point` (global) in the view's own coordinates.
  func local(_ point: CGPoint) -> CGPoint {
    let inWindow = point.applying(toGlobal.inverted())
    return CGPoint(x: inWindow.x - frame.minX, y: inWindow.y - frame.minY)
  }

  func space(named name: AnyHashable) -> NamedSpace? { spaces.first { $0.name == name } }

  /// The view's frame in `space`; an unknown name answers in the global space, as SwiftUI does.
  func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: return CGRect(origin: .zero, size: frame.size)
    case .global: return globalFrame
    case .named(let name): return self.space(named: name)?.local(globalFrame) ?? globalFrame
    }
  }

  /// Whether everything but the size and insets is the same (where the view is).
  func samePosition(as other: GeometrySnapshot) -> Bool {
    frame.origin == other.frame.origin && toGlobal == other.toGlobal && spaces == other.spaces
  }
}
