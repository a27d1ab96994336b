/// How labels draw (mirrors SwiftUI's `LabelStyle`): a custom style's `makeBody`, or the
/// built-in `.titleAndIcon`, `.iconOnly`, `.titleOnly`, and `.automatic`, which is the icon
/// alone in a toolbar (as iOS draws bar items) and both elsewhere.
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabelStyleConfiguration
}

/// What a label style draws with (mirrors SwiftUI's `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
  /// The label's title, type-erased.
  public struct Title: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label's icon, type-erased.
  public struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }

  public let title: Title
  public let icon: Icon
}

/// The parts of a label a style shows.
enum LabelStyleKind: Hashable, Sendable {
  case automatic, titleAndIcon, iconOnly, titleOnly
}

/// The built-in styles draw the label's own way (`Label.body`); their `makeBody` is that.
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { BuiltInLabel(configuration: configuration) }
}
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInLabel(configuration: configuration).labelStyle(self)
  }
}
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }

/// The label style in the environment, and whether the labels are in a toolbar.
struct LabelStyleKey: EnvironmentKey {
  static let defaultValue = LabelStyleSettings()
}

struct LabelStyleSettings: Sendable {
  var kind: LabelStyleKind = .automatic
  var isInToolbar = false
  /// A custom style's body.
  var custom: (@MainActor @Sendable (LabelStyleConfiguration) -> AnyView)?

  /// Whether a label shows its icon and its title.
  var shows: (icon: Bool, title: Bool) {
    switch kind {
    case .automatic: (true, !isInToolbar)
    case .titleAndIcon: (true, true)
    case .iconOnly: (true, false)
    case .titleOnly: (false, true)
    }
  }
}

extension EnvironmentValues {
  var labelStyle: LabelStyleSettings {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how labels in the view draw.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let kind: LabelStyleKind? =
      switch style {
      case is TitleAndIconLabelStyle: .titleAndIcon
      case is IconOnlyLabelStyle: .iconOnly
      case is TitleOnlyLabelStyle: .titleOnly
      case is DefaultLabelStyle: .automatic
      default: nil
      }
    let box = UncheckedStyle(style: style)
    return EnvironmentModifierView(content: self) {
      if let kind {
        $0.labelStyle.kind = kind
        $0.labelStyle.custom = nil
      } else {
        $0.labelStyle.custom = { AnyView(box.style.makeBody(configuration: $0)) }
      }
    }
  }
}

/// A style value carried into the environment's closure (styles are plain values used on the
/// main actor only).
private struct UncheckedStyle<S: LabelStyle>: @unchecked Sendable {
  let style: S
}

/// A label drawn the built-in way: icon and title as the environment's style says.
struct BuiltInLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.labelStyle) private var style

  var body: some View {
    let shows = style.shows
    return HStack(alignment: .center, spacing: 8) {
      if shows.icon { configuration.icon }
      if shows.title { configuration.title }
    }
  }
}
