/// A 2D shape drawn in its frame (mirrors SwiftUI's `Shape`): a type that says what its outline
/// is in a rectangle.
///
/// Drawn as a view, a shape fills with the foreground style. The built-in circle, capsule,
/// rectangle and rounded rectangle keep analytic fast paths in the renderer; every other shape
/// is drawn from its path.
public protocol Shape: Sendable, Animatable, View {
  /// The outline in a rectangle of the shape's own coordinates (origin at its top-left).
  nonisolated func path(in rect: CGRect) -> Path
  /// The size the shape takes for a proposal: the proposal, 10 points where unspecified.
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(FillStyle()))
  }
}

/// A shape that can be inset, so that a border stroke stays inside it (mirrors SwiftUI's
/// `InsettableShape`).
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// How a shape view paints its shape.
enum ShapeDrawMode: Sendable {
  case fill(FillStyle)
  case stroke(StrokeStyle)
  /// A stroke inside the outline: the shape inset by half the line width, then stroked.
  case strokeBorder(StrokeStyle)
}

/// A shape drawn with a style (mirrors SwiftUI's `_ShapeView`).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
  let shape: Content
  let style: Style
  let mode: ShapeDrawMode

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let material = style as? Material ?? (style as? AnyShapeStyle)?.material {
      return [materialNode(material, in: context)]
    }
    let paint = style.resolvedPaint(in: context.environment)
    if let (kind, shapePaint) = fastPath() {
      let node = ShapeNode(
        id: context.identity, kind: kind, paint: shapePaint, color: Color(paint.representativeColor),
        environment: context.environment)
      if case .gradient(let gradient) = paint { node.gradient = gradient }
      return [node]
    }
    let shape = self.shape
    let mode = self.mode
    // A shape whose animatable data changes animates through it: the presented numbers make
    // the shape drawn mid-flight (a trimmed ring fills, a custom shape morphs).
    let numbers = shape.animatableNumbers ?? []
    let outline: @Sendable (CGRect, [Double]) -> (Path, Bool) = { rect, presented in
      Self.outline(of: presented == numbers ? shape : shape.withAnimatableNumbers(presented), mode: mode, in: rect)
    }
    return [
      PathShapeNode(
        id: context.identity, outline: outline, sizing: { shape.sizeThatFits($0) }, paint: paint,
        animatableNumbers: numbers)
    ]
  }

  /// What `shape` draws in `rect` in `mode`, and whether it fills by the even-odd rule.
  nonisolated static func outline(of shape: Content, mode: ShapeDrawMode, in rect: CGRect) -> (Path, Bool) {
    switch mode {
    case .fill(let fill): return (shape.path(in: rect), fill.isEOFilled)
    case .stroke(let stroke): return (shape.path(in: rect).strokedPath(stroke), false)
    case .strokeBorder(let stroke):
      let inset = (shape as? any InsettableShape)?.insetPath(by: stroke.lineWidth / 2, in: rect)
      return ((inset ?? shape.path(in: rect)).strokedPath(stroke), false)
    }
  }

  /// The analytic shape the renderer draws directly, when this is one.
  private func fastPath() -> (ShapeKind, ShapeNode.Paint)? {
    if let stroked = shape as? any StrokedBuiltinShape, case .fill = mode { return stroked.fastStroke }
    guard let builtin = shape as? any BuiltinShape, let kind = builtin.builtinKind else { return nil }
    switch mode {
    case .fill: return (kind, .fill)
    case .stroke(let stroke):
      return builtin.strokesAnalytically(stroke) ? (kind, .stroke(validWidth(stroke.lineWidth))) : nil
    case .strokeBorder(let stroke):
      return builtin.strokesAnalytically(stroke) ? (kind, .strokeBorder(validWidth(stroke.lineWidth))) : nil
    }
  }
}

private func validWidth(_ width: CGFloat) -> CGFloat {
  width.isFinite && width >= 0 ? width : 1
}

extension InsettableShape {
  fileprivate nonisolated func insetPath(by amount: CGFloat, in rect: CGRect) -> Path {
    inset(by: amount).path(in: rect)
  }
}

extension Shape {
  /// Fills the shape with a style.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, style: content, mode: .fill(style))
  }

  /// Fills the shape with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(style))
  }

  /// Strokes the outline with a style, centred on it.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    _ShapeView(shape: self, style: content, mode: .stroke(style))
  }

  /// Strokes the outline with a style, centred on it.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    _ShapeView(shape: self, style: content, mode: .stroke(StrokeStyle(lineWidth: validWidth(lineWidth))))
  }

  /// The outline's stroke as a shape of its own.
  public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }

  /// The outline's stroke as a shape of its own.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: validWidth(lineWidth)))
  }
}

extension InsettableShape {
  /// Strokes inside the outline, so the stroke stays within the frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    _ShapeView(shape: self, style: content, mode: .strokeBorder(style))
  }

  /// Strokes inside the outline with the foreground style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    _ShapeView(shape: self, style: ForegroundStyle(), mode: .strokeBorder(style))
  }

  /// Strokes inside the outline, so the stroke stays within the frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    _ShapeView(shape: self, style: content, mode: .strokeBorder(StrokeStyle(lineWidth: validWidth(lineWidth))))
  }

  /// Strokes inside the outline with the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    _ShapeView(
      shape: self, style: ForegroundStyle(), mode: .strokeBorder(StrokeStyle(lineWidth: validWidth(lineWidth))))
  }
}

/// A shape's stroke as a shape (what `stroke(lineWidth:)` and `stroke(style:)` return).
public struct _StrokedShape<Content: Shape>: Shape {
  var shape: Content
  let style: StrokeStyle

  public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

  /// The stroked shape's data: a stroked custom shape animates as the shape does.
  public nonisolated var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

/// A built-in shape the renderer draws analytically.
protocol BuiltinShape: Shape {
  /// The analytic outline, or nil when the shape has been changed into one it cannot draw
  /// (inset, or given elliptic corners).
  nonisolated var builtinKind: ShapeKind? { get }
}

extension BuiltinShape {
  /// Drawn as a view: filled with the foreground style.
  func filledNodes(in context: ResolveContext) -> [Node] { filled(with: ForegroundStyle(), in: context) }

  /// The nodes of the shape filled with `style`.
  func filled<S: ShapeStyle>(with style: S, in context: ResolveContext) -> [Node] {
    _ShapeView(shape: self, style: style, mode: .fill(FillStyle())).makeNodes(in: context)
  }

  /// Whether the analytic stroke (a band around the outline, round outside corners) is exact
  /// for `style`: no dashes, and corners that are rounded anyway or joined round.
  nonisolated func strokesAnalytically(_ style: StrokeStyle) -> Bool {
    guard style.dash.isEmpty, let kind = builtinKind else { return false }
    switch kind {
    case .circle, .capsule: return true
    case .rectangle: return style.lineJoin == .round
    case .roundedRectangle(let radius), .continuousRoundedRectangle(let radius):
      return radius >= style.lineWidth / 2 || style.lineJoin == .round
    }
  }
}

/// A stroked shape whose stroke the renderer can draw analytically.
protocol StrokedBuiltinShape {
  nonisolated var fastStroke: (ShapeKind, ShapeNode.Paint)? { get }
}

extension _StrokedShape: StrokedBuiltinShape {
  nonisolated var fastStroke: (ShapeKind, ShapeNode.Paint)? {
    guard let builtin = shape as? any BuiltinShape, let kind = builtin.builtinKind,
      builtin.strokesAnalytically(style)
    else { return nil }
    return (kind, .stroke(validWidth(style.lineWidth)))
  }
}

/// A circle inscribed in the frame, centred.
public struct Circle: InsettableShape, BuiltinShape, PrimitiveView {
  var insetAmount: CGFloat = 0

  public nonisolated init() {}

  public nonisolated func path(in rect: CGRect) -> Path {
    let d = max(0, min(rect.width, rect.height) - 2 * insetAmount)
    return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
  }

  public nonisolated func inset(by amount: CGFloat) -> Circle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }

  nonisolated var builtinKind: ShapeKind? { insetAmount == 0 ? .circle : nil }
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { filledNodes(in: context) }
}

/// An ellipse inscribed in the frame.
public struct Ellipse: InsettableShape {
  var insetAmount: CGFloat = 0

  public nonisolated init() {}

  public nonisolated func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  public nonisolated func inset(by amount: CGFloat) -> Ellipse {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A rectangle with fully rounded short sides.
public struct Capsule: InsettableShape, BuiltinShape, PrimitiveView {
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  public nonisolated init(style: RoundedCornerStyle = .circular) { self.style = style }

  public nonisolated func path(in rect: CGRect) -> Path {
    let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
    let radius = min(r.width, r.height) / 2
    return Path(roundedRect: r, cornerRadius: radius, style: style)
  }

  public nonisolated func inset(by amount: CGFloat) -> Capsule {
    var copy = self
    copy.insetAmount += amount
    return copy
  }

  nonisolated var builtinKind: ShapeKind? { insetAmount == 0 ? .capsule : nil }
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { filledNodes(in: context) }
}

/// A rectangle filling the frame.
public struct Rectangle: InsettableShape, BuiltinShape, PrimitiveView {
  var insetAmount: CGFloat = 0

  public nonisolated init() {}

  public nonisolated func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }

  public nonisolated func inset(by amount: CGFloat) -> Rectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }

  nonisolated var builtinKind: ShapeKind? { insetAmount == 0 ? .rectangle : nil }
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { filledNodes(in: context) }
}

/// A rectangle with rounded corners: circular arcs, or iOS's continuous curve (the default).
public struct RoundedRectangle: InsettableShape, BuiltinShape, PrimitiveView {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    let radius = cornerRadius.isFinite && cornerRadius >= 0 ? cornerRadius : 0
    self.init(cornerSize: CGSize(width: radius, height: radius), style: style)
  }

  public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The corner radius (the mean of the corner size's sides when they differ).
  public nonisolated var cornerRadius: CGFloat { (cornerSize.width + cornerSize.height) / 2 }

  public nonisolated func path(in rect: CGRect) -> Path {
    Path(
      roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount),
      cornerSize: CGSize(
        width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount)),
      style: style)
  }

  public nonisolated func inset(by amount: CGFloat) -> RoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }

  nonisolated var builtinKind: ShapeKind? {
    guard insetAmount == 0, cornerSize.width == cornerSize.height else { return nil }
    return style == .continuous
      ? .continuousRoundedRectangle(cornerRadius: cornerRadius) : .roundedRectangle(cornerRadius: cornerRadius)
  }
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { filledNodes(in: context) }
}

extension Path: Shape {
  /// A path is its own outline, whatever the rectangle.
  public nonisolated func path(in rect: CGRect) -> Path { self }
}
