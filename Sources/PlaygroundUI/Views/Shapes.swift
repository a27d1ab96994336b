/// A 2D shape that fills its frame (mirrors SwiftUI's `Shape` for the built-in shapes).
///
/// Drawn as a view, a shape fills with the foreground style.
public protocol Shape: View, Sendable {
  /// The outline the renderer draws. Only the playground's built-in shapes can provide one
  /// (its initializer is not public), so a custom `Shape` fails to compile here instead of
  /// drawing nothing.
  var _outline: _ShapeOutline { get }
}

/// The outline family of a built-in shape, as the hosts draw it.
public struct _ShapeOutline: Sendable {
  package let kind: ShapeKind

  package init(_ kind: ShapeKind) { self.kind = kind }
}

extension Shape {
  var outline: ShapeKind { _outline.kind }
}

/// A shape as a view: drawn with a paint (fill, stroke or inner stroke) and a colour.
public struct _ShapeView: View, PrimitiveView {
  let outline: ShapeKind
  let paint: ShapeNode.Paint
  let style: Color?

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let color = style ?? context.environment.resolvedForeground
    return [
      ShapeNode(id: context.identity, kind: outline, paint: paint, color: color, environment: context.environment)
    ]
  }
}

extension Shape {
  /// Fills the shape with a style.
  public func fill<S: ShapeStyle>(_ content: S) -> _ShapeView {
    _ShapeView(outline: outline, paint: .fill, style: content.paintColor)
  }

  /// Fills the shape with the foreground style.
  public func fill() -> _ShapeView { _ShapeView(outline: outline, paint: .fill, style: nil) }

  /// Strokes the outline, centred on it.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView {
    _ShapeView(outline: outline, paint: .stroke(Self.validWidth(lineWidth)), style: content.paintColor)
  }

  /// Strokes the outline with the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
    _ShapeView(outline: outline, paint: .stroke(Self.validWidth(lineWidth)), style: nil)
  }

  /// Strokes inside the outline, so the stroke stays within the frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView {
    _ShapeView(outline: outline, paint: .strokeBorder(Self.validWidth(lineWidth)), style: content.paintColor)
  }

  /// Strokes inside the outline with the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView {
    _ShapeView(outline: outline, paint: .strokeBorder(Self.validWidth(lineWidth)), style: nil)
  }

  private static func validWidth(_ width: CGFloat) -> CGFloat {
    width.isFinite && width >= 0 ? width : 1
  }
}

/// Primitive resolution shared by the built-in shapes: fill with the foreground style.
extension Shape {
  func shapeNodes(in context: ResolveContext) -> [Node] {
    _ShapeView(outline: outline, paint: .fill, style: nil).makeNodes(in: context)
  }
}

/// A circle inscribed in the frame, centred.
public struct Circle: Shape, PrimitiveView {
  public init() {}
  public var _outline: _ShapeOutline { _ShapeOutline(.circle) }
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { shapeNodes(in: context) }
}

/// A rectangle with fully rounded short sides.
public struct Capsule: Shape, PrimitiveView {
  public init() {}
  public var _outline: _ShapeOutline { _ShapeOutline(.capsule) }
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { shapeNodes(in: context) }
}

/// A rectangle filling the frame.
public struct Rectangle: Shape, PrimitiveView {
  public init() {}
  public var _outline: _ShapeOutline { _ShapeOutline(.rectangle) }
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { shapeNodes(in: context) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
  public var cornerRadius: CGFloat

  public init(cornerRadius: CGFloat) {
    self.cornerRadius = cornerRadius.isFinite && cornerRadius >= 0 ? cornerRadius : 0
  }

  public var _outline: _ShapeOutline { _ShapeOutline(.roundedRectangle(cornerRadius: cornerRadius)) }
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { shapeNodes(in: context) }
}
