/// A line or lines of text, laid out by the host's text engine.
final class TextNode: Node {
  /// The text and its paragraph settings, without a width: `request(for:)` adds one.
  let request: TextLayoutRequest
  let reservesSpace: Bool
  let color: Color
  /// Colours of runs that set their own (`Text + Text`); empty when all use `color`.
  let spanColors: [Color?]
  private let measurer: any TextMeasuring
  /// The unwrapped request and its box as the engine laid it out: the answer to every proposal
  /// that has room for it, which is every proposal most texts see.
  private var ideal: (request: TextLayoutRequest, box: TextBox)?
  /// Answers to proposals without that room, so repeated ones do not ask the engine again
  /// (made only for texts that are squeezed).
  private var squeezedFits: [ProposedViewSize: (request: TextLayoutRequest, box: TextBox)] = [:]

  init(
    id: ViewIdentity, request: TextLayoutRequest, reservesSpace: Bool, color: Color, spanColors: [Color?],
    measurer: any TextMeasuring
  ) {
    self.request = request
    self.reservesSpace = reservesSpace
    self.color = color
    self.spanColors = spanColors
    self.measurer = measurer
    super.init(id: id)
  }

  var string: String { request.string }

  override var kindName: String { "Text(\"\(string)\")" }

  /// Slack for comparing widths: a width computed as (ideal + padding) − padding must still
  /// fit the ideal, despite floating-point rounding.
  static let tolerance: CGFloat = 1e-6

  /// The request SwiftUI's `Text` answers `proposal` with, and its box: its ideal lines when they
  /// fit the proposed width, else lines broken at that width; and when the proposed height holds
  /// fewer lines than that, as many as fit (at least one), the last ending in an ellipsis.
  func fit(_ proposal: ProposedViewSize) -> (request: TextLayoutRequest, box: TextBox) {
    let ideal = self.ideal ?? measureIdeal()
    let tooWide = proposal.width.map { $0.isFinite && ideal.box.size.width > $0 + Self.tolerance } ?? false
    // Fewer lines fit the height only when there is more than one to drop.
    let tooTall =
      ideal.box.lineCount > 1
      && (proposal.height.map { $0.isFinite && ideal.box.size.height > $0 + Self.tolerance } ?? false)
    if !tooWide && !tooTall { return (ideal.request, reservingSpace(ideal.box)) }
    if let known = squeezedFits[proposal] { return known }
    var chosen = ideal
    if tooWide, let width = proposal.width {
      var wrapped = request
      wrapped.width = max(0, width)
      chosen = (wrapped, measurer.layout(wrapped))
    }
    if let height = proposal.height, height.isFinite, chosen.box.size.height > height + Self.tolerance,
      chosen.box.lineCount > 1
    {
      let lineHeight = chosen.box.size.height / CGFloat(chosen.box.lineCount)
      let fitting = max(1, Int(((height + Self.tolerance) / lineHeight).rounded(.down)))
      var limited = chosen.request
      limited.lineLimit = min(limited.lineLimit ?? .max, fitting)
      if limited.width == nil { limited.width = chosen.box.size.width }
      chosen = (limited, measurer.layout(limited))
    }
    chosen.box = reservingSpace(chosen.box)
    if squeezedFits.count >= 16 { squeezedFits.removeAll(keepingCapacity: true) }
    squeezedFits[proposal] = chosen
    return chosen
  }

  private func measureIdeal() -> (request: TextLayoutRequest, box: TextBox) {
    let unwrapped = request.unwrapped
    let measured = (request: unwrapped, box: measurer.layout(unwrapped))
    ideal = measured
    return measured
  }

  /// With `lineLimit(_:reservesSpace: true)`, a box as tall as the limit's lines.
  private func reservingSpace(_ box: TextBox) -> TextBox {
    guard reservesSpace, let limit = request.lineLimit, box.lineCount < limit else { return box }
    var reserved = box
    let lineHeight = box.size.height / CGFloat(max(1, box.lineCount))
    reserved.size.height = lineHeight * CGFloat(limit)
    return reserved
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { fit(proposal).box.size }

  override var mayHaveExplicitGuides: Bool { true }

  /// A text sets its baselines and no other guide of its own.
  override func mayHaveExplicitGuides(in family: GuideFamily) -> Bool {
    family == .textBaselines || !alignmentGuides.isEmpty
  }

  override func ownDimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let box = fit(proposal).box
    return ViewDimensions(
      size: sizeThatFits(proposal),
      explicitVertical: [.firstTextBaseline: box.firstBaseline, .lastTextBaseline: box.lastBaseline])
  }

  override var paintColor: RGBAColor? { color.rgba }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    let proposal = placedProposal ?? ProposedViewSize(appearance.frame.size)
    let (request, box) = fit(proposal)
    let paint = appearance.color ?? color.rgba
    let frame = CGRect(origin: appearance.frame.origin, size: box.size)
    let drawing = TextDrawing(
      id: id, layout: request, frame: frame, baseline: frame.minY + box.firstBaseline, color: paint,
      spanColors: spanColors.isEmpty ? [] : spanColors.map { $0?.rgba ?? paint })
    list.text(drawing.fading(by: opacity), opacity: opacity)
  }
}

/// A filled or stroked shape, or a `Color` filling its frame.
final class ShapeNode: Node {
  enum Paint {
    case fill
    case stroke(CGFloat)
    case strokeBorder(CGFloat)
  }

  let kind: ShapeKind
  let paint: Paint
  let color: Color
  /// A gradient painted instead of `color` (which then only stands for it in animations).
  var gradient: GradientPaint?

  init(id: ViewIdentity, kind: ShapeKind, paint: Paint, color: Color, environment: EnvironmentValues) {
    self.kind = kind
    self.paint = paint
    self.color = color.fixed(in: environment)
    super.init(id: id)
  }

  override var kindName: String { kind.name }

  /// Shapes take whatever they are offered; unspecified dimensions get SwiftUI's 10 pt, except
  /// that a circle given one dimension is a square of it (`Circle().frame(width: 35)` is 35×35).
  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    if kind == .circle {
      switch (proposal.width, proposal.height) {
      case (let width?, nil) where width.isFinite: return CGSize(width: width, height: width)
      case (nil, let height?) where height.isFinite: return CGSize(width: height, height: height)
      default: break
      }
    }
    return proposal.replacingUnspecifiedDimensions()
  }

  override var paintColor: RGBAColor? { color.rgba }

  /// A stroke takes clicks on its line only (StrokeHitShape.swift); a fill on all of it.
  override func drawnHitShape(in frame: CGRect, builder: DisplayListBuilder) -> ClipPath? {
    switch paint {
    case .fill: return nil
    case .stroke(let width): return kind.strokeBand(in: frame, lineWidth: width, builder: builder)
    case .strokeBorder(let width):
      return kind.inset(by: width / 2).strokeBand(
        in: frame.insetBy(dx: width / 2, dy: width / 2), lineWidth: width, builder: builder)
    }
  }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    let paintColor = (appearance.color ?? color.rgba).multipliedAlpha(by: opacity)
    guard paintColor.alpha > 0 else { return }
    var rect = appearance.frame
    let style: ShapePaint
    switch paint {
    case .fill: style = .fill
    case .stroke(let width): style = .stroke(lineWidth: width)
    case .strokeBorder(let width):
      rect = rect.insetBy(dx: width / 2, dy: width / 2)
      style = .stroke(lineWidth: width)
    }
    var kind = self.kind
    if case .strokeBorder(let width) = paint { kind = kind.inset(by: width / 2) }
    let shading = gradient?.multipliedAlpha(by: opacity).placed(in: appearance.frame)
    list.shape(
      ShapeDrawing(id: id, kind: kind, rect: rect, paint: style, color: paintColor, gradient: shading), opacity: opacity
    )
  }
}

/// Flexible space along its stack's axis (both axes outside a stack).
final class SpacerNode: Node {
  let minLength: CGFloat?
  /// The containing stack's axis, set when the container is built.
  var axis: Axis?

  init(id: ViewIdentity, minLength: CGFloat?) {
    self.minLength = minLength
    super.init(id: id)
  }

  override var kindName: String { "Spacer" }

  /// Zero along the stack's axis, stated, so a neighbour gets no stack spacing beside the
  /// spacer: the spacer's own minimum length is the gap. Across the axis the spacer has no
  /// preference, and outside a stack it states zero on every edge (SwiftUI's spacer does both).
  override var spacing: ViewSpacing { axis.map { ViewSpacing.zero(along: $0) } ?? .zero }

  /// Lowest unless `layoutPriority(_:)` says otherwise: a stack sizes its spacers after every
  /// other child, so they take what the others leave (docs/layout-semantics.md, “Stacks”).
  override var layoutPriority: Double { priority ?? -.infinity }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let least = minLength ?? ViewSpacing.defaultValue
    func grow(_ proposed: CGFloat?) -> CGFloat { max(least, proposed ?? least) }
    switch axis {
    case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: grow(proposal.height))
    case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
    }
  }
}
