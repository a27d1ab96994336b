/// Values that flow down the view tree (mirrors SwiftUI's `EnvironmentValues` for the keys
/// this playground supports).
public struct EnvironmentValues {
  public var font: Font?
  /// The style shapes fill with and text draws in; nil means the primary colour.
  package var foregroundStyle: Color?
  /// Control styles, tint, size and enabled state (Controls/ControlEnvironment.swift).
  var controls = ControlEnvironment()
  /// Set inside a button's label while the pointer holds the button down.
  var isPressed = false
  /// A gradient set with `foregroundStyle`, which shapes fill with (text draws in
  /// `foregroundStyle`, set to the gradient's opaquest colour).
  package var foregroundGradient: GradientPaint?
  /// Set inside a `List` or `Form`: sections and rows take the list's look.
  var listLook: ListLook?
  /// Set inside a `NavigationStack`'s page: links push onto it, titles name the page.
  var navigation: NavigationPage?

  public init() {}

  /// The font to use, `.body` by default.
  var resolvedFont: FontDescriptor { textStyle.apply(to: (font ?? .body).resolved(at: dynamicTypeSize)) }
  /// The foreground colour, black-ish primary by default.
  var resolvedForeground: Color { foregroundStyle ?? .primary }

  /// Objects put in the environment with `environmentObject(_:)`, by type.
  package var environmentObjects: [ObjectIdentifier: AnyObject] = [:]
  /// `@Observable` objects put in the environment with `environment(_:)`, by type.
  package var observableObjects: [ObjectIdentifier: AnyObject] = [:]
  /// The values of custom `EnvironmentKey`s, by key type.
  var customValues = CustomEnvironmentValues()
  /// The appearance: colours, styles and controls resolve in it (`--color-scheme`, the `D`
  /// key, `.preferredColorScheme`, `.colorScheme(_:)` or this key set directly).
  public var colorScheme: ColorScheme = .light
  /// Left to right unless set: right to left mirrors every view's position within its parent
  /// and sets the base direction of text.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// Line limit, truncation and alignment for texts (Text/TextParagraphSettings.swift).
  var paragraph = ParagraphSettings()
  /// Dismisses the presentation (or pushed page) the view is in (Presentation/DismissAction.swift).
  public internal(set) var dismiss = DismissAction()
  /// Whether the view is in a presentation (a sheet, cover, popover or alert) or a pushed page.
  public internal(set) var isPresented = false
  /// Weight, slant and design set on a view for the text inside it (`bold()`, `italic()`,
  /// `fontWeight(_:)`, `fontDesign(_:)` on any view: Text/TextEnvironmentModifiers.swift).
  var textStyle = TextStyleOverrides()
  /// How lists inside draw and their rows' settings (Views/ListStyle.swift).
  var list = ListEnvironment()
  /// Scale, variant and rendering mode of symbols (Views/Image+Symbols.swift).
  var symbols = SymbolEnvironment()
}
