/// A thin line separating content (mirrors SwiftUI's `Divider`): across a horizontal stack it is
/// a vertical line as tall as offered; anywhere else a horizontal line as wide as offered.
public struct Divider: View, PrimitiveView {
  public init() {}

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    [DividerNode(id: context.identity, scheme: context.environment.colorScheme)]
  }
}

/// The node behind `Divider`: 1 pt thick, flexible along its length.
final class DividerNode: Node {
  /// The axis of the stack holding it, set when the stack is built.
  var stackAxis: Axis?
  /// Light grey in light, iOS's opaque separator in dark.
  static let color = Color(
    light: RGBAColor(red: 0.82, green: 0.82, blue: 0.82), dark: SystemPalette.opaqueSeparator.resolved(in: .dark))
  let color: RGBAColor

  init(id: ViewIdentity, scheme: ColorScheme) {
    color = Self.color.resolved(in: scheme)
    super.init(id: id)
  }

  override var kindName: String { "Divider" }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    if stackAxis == .horizontal { return CGSize(width: 1, height: proposal.height ?? 0) }
    return CGSize(width: proposal.width ?? 0, height: 1)
  }

  override var paintColor: RGBAColor? { color }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    let paint = (appearance.color ?? color).multipliedAlpha(by: opacity)
    list.shape(
      ShapeDrawing(id: id, kind: .rectangle, rect: appearance.frame, paint: .fill, color: paint), opacity: opacity)
  }
}
