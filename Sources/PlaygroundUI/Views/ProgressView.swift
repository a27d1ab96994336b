/// Progress towards completion (mirrors SwiftUI's `ProgressView`): a bar when the fraction
/// completed is known, a spinner when it is not.
///
/// The bar is as wide as it is offered (160 pt when unspecified) and 4 pt high at the regular
/// control size: a grey capsule filled with the tint over `value / total` of its width (clamped
/// to 0…1). The spinner is 20 × 20 pt: eight spokes, the brightest one stepping round once a
/// second. It draws by the clock, so the window presents frames only while one is drawn (a
/// spinner on a hidden page or in an unchosen `ViewThatFits` candidate costs nothing). A title
/// is drawn above a bar and below a spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?

  public var body: some View {
    ProgressBody(fraction: fraction, label: label)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate spinner.
  public init() {
    fraction = nil
    label = nil
  }

  /// A bar at `value / total`; a spinner when `value` is nil.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { ProgressBody<Label>.fraction(Double($0), total: Double(total)) }
    label = nil
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate spinner with a label.
  public init(@ViewBuilder label: () -> Label) {
    fraction = nil
    self.label = label()
  }

  /// A bar with a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    fraction = value.map { ProgressBody<Label>.fraction(Double($0), total: Double(total)) }
    self.label = label()
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An indeterminate spinner with a title.
  public init<S: StringProtocol>(_ title: S) {
    fraction = nil
    label = Text(title)
  }

  /// A bar with a title.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    fraction = value.map { ProgressBody<Label>.fraction(Double($0), total: Double(total)) }
    label = Text(title)
  }
}

/// The drawn progress view.
struct ProgressBody<Label: View>: View, PrimitiveView {
  let fraction: Double?
  let label: Label?

  var body: Never { neverBody }

  static func fraction(_ value: Double, total: Double) -> Double {
    guard total > 0, value.isFinite, total.isFinite else { return 0 }
    return min(1, max(0, value / total))
  }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    let metrics = environment.controlMetrics
    if let fraction {
      let bar = ProgressBarLayout(fraction: fraction, height: metrics(4)) {
        Capsule().fill(ControlPalette.progressTrack)
        Capsule().fill(environment.resolvedTint)
      }
      guard let label else { return context.resolve(bar, role: .content) }
      return context.resolve(
        VStack(alignment: .leading, spacing: 4) {
          label
          bar
        }, role: .content)
    }
    let spinner = SpinnerView(size: metrics(20))
    guard let label else { return context.resolve(spinner, role: .content) }
    return context.resolve(
      VStack(spacing: 8) {
        spinner
        label.foregroundStyle(Color.secondary)
      }, role: .content)
  }
}

/// A bar's track and fill: the track as wide as offered, the fill over the fraction.
struct ProgressBarLayout: Layout {
  var fraction: Double
  var height: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? 160, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard subviews.count == 2 else { return }
    subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    subviews[1].place(
      at: bounds.origin, proposal: ProposedViewSize(width: bounds.width * CGFloat(fraction), height: height))
  }
}

/// The indeterminate spinner.
struct SpinnerView: View, PrimitiveView {
  let size: CGFloat
  var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] {
    [SpinnerNode(id: context.identity, size: size, clock: context.graph.controls.clock)]
  }
}

/// Eight spokes around a centre; the one at `step` (one step per eighth of a second) is the
/// darkest and the others fade behind it. Drawing one asks the graph for the next frame.
final class SpinnerNode: Node {
  static let spokes = 8
  let size: CGFloat
  let clock: FrameClock

  init(id: ViewIdentity, size: CGFloat, clock: FrameClock) {
    self.size = size
    self.clock = clock
    super.init(id: id)
  }

  override var kindName: String { "ProgressView" }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: size, height: size) }

  /// The spoke drawn darkest at `time`.
  static func step(at time: Double) -> Int {
    let steps = Int((time * Double(spokes)).rounded(.down))
    return ((steps % spokes) + spokes) % spokes
  }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    clock.drewContinuously = true
    let frame = appearance.frame
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    let outer = min(frame.width, frame.height) / 2
    let lead = Self.step(at: clock.time)
    for spoke in 0..<Self.spokes {
      // Spoke 0 points up; spokes go clockwise.
      let angle = Double(spoke) / Double(Self.spokes) * 2 * .pi - .pi / 2
      let direction = CGPoint(x: cos(angle), y: sin(angle))
      let behind = (lead - spoke + Self.spokes) % Self.spokes
      let alpha = 1 - Double(behind) / Double(Self.spokes) * 0.85
      let stroke = [
        CGPoint(x: centre.x + direction.x * outer * 0.5, y: centre.y + direction.y * outer * 0.5),
        CGPoint(x: centre.x + direction.x * outer * 0.9, y: centre.y + direction.y * outer * 0.9),
      ]
      list.symbol(
        SymbolDrawing(
          id: id.appending(.position(spoke)), name: "spinner.spoke", frame: frame, strokes: [stroke],
          lineWidth: max(1, size * 0.11), color: Color.gray.rgba.multipliedAlpha(by: alpha * opacity)),
        opacity: opacity)
    }
  }
}
