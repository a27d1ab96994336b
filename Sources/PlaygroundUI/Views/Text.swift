/// One or more lines of read-only text (mirrors SwiftUI's `Text`).
public struct Text: View, PrimitiveView {
  let string: String
  var font: Font?
  var color: Color?
  /// A weight over whatever font the text ends up with (`bold`, `fontWeight`).
  var weight: Font.Weight?
  /// Stored for API fidelity; the X11 host draws no italic face.
  var isItalic = false
  /// Stored for API fidelity; the host's digits are not switched to tabular figures.
  var usesMonospacedDigit = false

  public init(_ content: String) { string = content }
  public init<S: StringProtocol>(_ content: S) { string = String(content) }
  public init(verbatim content: String) { string = content }

  public var body: Never { neverBody }

  /// The text in another font.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// The text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// The text in a colour.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    return [
      TextNode(
        id: context.identity, string: string,
        font: resolvedFont(environment),
        color: color ?? environment.resolvedForeground, measurer: context.measurer)
    ]
  }
}

/// A built-in vector symbol (mirrors `Image(systemName:)` for the names `SymbolCatalog` lists).
/// Unknown names draw a box with a question mark and are reported once on standard error.
public struct Image: View, PrimitiveView {
  let systemName: String
  /// Set by `resizable`: the symbol takes the size it is proposed instead of its own.
  var isResizable = false

  public init(systemName: String) { self.systemName = systemName }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    if SymbolCatalog.symbol(named: systemName) == nil { SymbolCatalog.reportUnknown(systemName) }
    return [
      SymbolNode(
        id: context.identity, name: systemName, font: environment.resolvedFont,
        color: environment.resolvedForeground, isResizable: isResizable)
    ]
  }
}

/// Flexible space that grows along its stack's axis (mirrors SwiftUI's `Spacer`).
public struct Spacer: View, PrimitiveView {
  public var minLength: CGFloat?

  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    [SpacerNode(id: context.identity, minLength: minLength)]
  }
}
