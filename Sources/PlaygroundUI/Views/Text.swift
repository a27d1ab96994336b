/// One or more lines of read-only text (mirrors SwiftUI's `Text`).
///
/// A text is a list of runs: one, unless texts were joined with `+`. A modifier on a joined text
/// styles the runs that have not set that attribute themselves, as in SwiftUI.
public struct Text: View, PrimitiveView {
  var runs: [TextRun]

  /// A text from a literal, whose interpolated images and texts keep their kind.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    runs = key.runs
  }
  /// A text from a string value, as written (disfavoured, as in SwiftUI, so that a literal
  /// is a `LocalizedStringKey` and its interpolations keep their kind).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { runs = [TextRun(string: String(content))] }
  /// A symbol as text: a glyph inline in the line, joinable with `+`.
  public init(_ image: Image) { runs = [TextRun(image: image)] }
  public init(verbatim content: String) { runs = [TextRun(string: content)] }

  public var body: Never { neverBody }

  /// The whole string.
  var string: String { runs.map(\.string).joined() }

  /// The text in another font (runs with a font of their own keep it).
  public func font(_ font: Font?) -> Text {
    styled { if $0.font == nil { $0.font = font } }
  }

  /// The text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// The text in a colour (runs with a colour of their own keep it).
  public func foregroundColor(_ color: Color?) -> Text {
    styled { if $0.color == nil { $0.color = color } }
  }

  /// A copy with `change` applied to every run.
  func styled(_ change: (inout TextRun) -> Void) -> Text {
    var copy = self
    for index in copy.runs.indices { change(&copy.runs[index]) }
    return copy
  }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    let spans = runs.map { $0.span(in: environment) }
    let paragraph = environment.paragraph
    let request = TextLayoutRequest(
      spans: spans, lineLimit: paragraph.lineLimit, truncationMode: paragraph.truncationMode,
      alignment: paragraph.alignment, layoutDirection: environment.layoutDirection)
    // One colour for the text when its runs agree, else a colour per run.
    let ownColors = runs.map { $0.color?.fixed(in: environment) }
    let shared = ownColors.allSatisfy { $0 == ownColors[0] }
    let node = TextNode(
      id: context.identity, request: request, reservesSpace: paragraph.reservesSpace,
      color: (shared ? ownColors[0] : nil) ?? environment.resolvedForeground.fixed(in: environment),
      spanColors: shared ? [] : ownColors, measurer: context.measurer)
    let contentTransition = environment.contentTransition
    if contentTransition != .identity { node.contentTransition = contentTransition }
    return [node]
  }
}

/// A part of a `Text` with its own style; unset attributes come from the environment.
struct TextRun: Equatable {
  var string: String
  var font: Font?
  var color: Color?
  /// A weight over whatever font the run ends up with (`bold`, `fontWeight`).
  var weight: Font.Weight?
  var isItalic = false
  var usesMonospacedDigit = false
  /// The SF Symbols name of an image interpolated into the text: the run draws its glyph.
  var symbol: String?

  /// The font the run is drawn in: its own or the environment's, with its own adjustments.
  func resolvedFont(_ environment: EnvironmentValues) -> FontDescriptor {
    var descriptor =
      font.map { environment.textStyle.apply(to: $0.resolved(at: environment.dynamicTypeSize)) }
      ?? environment.resolvedFont
    if let weight { descriptor.weight = weight.value }
    if isItalic { descriptor.isItalic = true }
    if usesMonospacedDigit { descriptor.usesMonospacedDigit = true }
    return descriptor
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
