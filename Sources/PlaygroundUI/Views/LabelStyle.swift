/// How labels draw (mirrors SwiftUI's `LabelStyle` for the built-in styles): `.titleAndIcon`,
/// `.iconOnly`, `.titleOnly`, and `.automatic`, which is the icon alone in a toolbar (as iOS
/// draws bar items) and both elsewhere.
public protocol LabelStyle {}

/// The parts of a label a style shows.
enum LabelStyleKind: Hashable, Sendable {
  case automatic, titleAndIcon, iconOnly, titleOnly
}

public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }

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

struct LabelStyleSettings: Hashable, Sendable {
  var kind: LabelStyleKind = .automatic
  var isInToolbar = false

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
    let kind: LabelStyleKind =
      switch style {
      case is TitleAndIconLabelStyle: .titleAndIcon
      case is IconOnlyLabelStyle: .iconOnly
      case is TitleOnlyLabelStyle: .titleOnly
      default: .automatic
      }
    return EnvironmentModifierView(content: self) { $0.labelStyle.kind = kind }
  }
}
