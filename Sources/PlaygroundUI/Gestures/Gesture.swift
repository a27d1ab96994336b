import Foundation

/// An interaction recognised from pointer input (mirrors SwiftUI's `Gesture`): built-in
/// gestures recognise input themselves; others compose them in `body`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// What the gesture reports while it changes and when it ends; a gesture of the app's own
  /// reports its body's.
  associatedtype Value = Body.Value
  associatedtype Body: Gesture
  var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

/// A built-in gesture: one that makes its own recogniser instead of composing others.
@MainActor
protocol PrimitiveGesture<Value> {
  associatedtype Value
  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value>
}

extension Gesture {
  /// The gesture's recogniser: a built-in gesture's own, else its body's.
  func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    if let primitive = self as? any PrimitiveGesture<Value> { return primitive.makeRecognizer(in: space) }
    return MappedRecognizer(body.recognizer(in: space)) { $0 as! Value }
  }
}

extension Gesture where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a built-in gesture and has no body") }
}

/// Where a gesture's view is, for values reported in its local space or a named one.
struct GestureSpace {
  /// The view's frame in window points when the gesture began (before its effects).
  var frame: CGRect
  /// Maps a window point to the frame's space: undoes the geometry effects drawn around the
  /// gesture (a rotation outside it turns its local coordinates).
  var fromWindow: CGAffineTransform = .identity
  /// Frames of the enclosing views named with `coordinateSpace(name:)`, by name.
  var named: [AnyHashable: CGRect] = [:]

  /// A window point in `space`.
  func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
    switch space {
    case .global: return point
    case .local:
      let unturned = point.applying(fromWindow)
      return CGPoint(x: unturned.x - frame.minX, y: unturned.y - frame.minY)
    case .named(let name):
      guard let origin = named[name]?.origin else { return point }
      return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
  }
}
