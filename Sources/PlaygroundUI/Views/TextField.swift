/// A control that edits a line of text (mirrors SwiftUI's `TextField`).
///
/// In its `.roundedBorder` style (and `.automatic` in a plain window: TextFieldStyle.swift) drawn
/// in a white box with a grey 1 pt outline (corner radius 5); the
/// text inset 6 pt horizontally and 4 pt vertically at the regular control size, the prompt
/// (or the title) in grey while the text is empty. It is as wide as it is offered (with none,
/// as wide as its text or prompt, at least 60 pt) and one line high.
///
/// A click focuses it and puts the caret there; Tab reaches it too. Focused, it takes every key
/// but Tab, Shift-Tab and Escape: typed text, Backspace, Delete, Left and Right (with Shift they
/// select), Home and End, Ctrl-A, Ctrl-C, Ctrl-X and Ctrl-V (the system clipboard), and Return,
/// which runs `.onSubmit`. Escape leaves the field.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let placeholder: String
  let label: Label
  /// Set for a field that edits a value through a format (`TextField(_:value:format:)`).
  var value: FormattedFieldValue?

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
    placeholder = prompt?.string ?? ""
  }

  public var body: some View {
    TextFieldBody(text: text, placeholder: placeholder, format: value)
  }
}

extension TextField where Label == Text {
  /// A field whose title is its placeholder.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
    placeholderFromTitle(String(title))
  }

  /// A field with a title and a prompt; the prompt is the placeholder.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
    if prompt == nil { placeholderFromTitle(String(title)) }
  }

  private mutating func placeholderFromTitle(_ title: String) {
    let value = self.value
    self = TextField(text: text, placeholder: title, label: label)
    self.value = value
  }
}

extension TextField {
  init(text: Binding<String>, placeholder: String, label: Label) {
    self.text = text
    self.placeholder = placeholder
    self.label = label
  }
}

/// The drawn field: one node that measures and draws text, caret and selection itself.
struct TextFieldBody: View, PrimitiveView {
  let text: Binding<String>
  let placeholder: String
  /// A `SecureField`'s: bullets drawn for the text, no copy or cut.
  var isSecure = false
  /// Drawn without its box, inside chrome that draws its own (a search field).
  var isBorderless = false
  /// A value edited through a format (`TextField(_:value:format:)`), instead of `text`: shown
  /// formatted, except that while focused the field keeps what is typed, and each edit the
  /// format can parse sets the value.
  var format: FormattedFieldValue?

  init(
    text: Binding<String>, placeholder: String, isSecure: Bool = false, isBorderless: Bool = false,
    format: FormattedFieldValue? = nil
  ) {
    self.text = text
    self.placeholder = placeholder
    self.isSecure = isSecure
    self.isBorderless = isBorderless
    self.format = format
  }

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    let id = context.identity
    let graph = context.graph
    let controls = graph.controls
    let enabled = environment.isEnabled
    let format = format
    let value = format?.formatted() ?? text.wrappedValue
    let focused = enabled && controls.focusedID == id
    let keepsTyped = format != nil && focused && controls.editing[id] != nil
    if format != nil && !focused { controls.editing[id] = nil }
    var state = controls.editing[id] ?? TextEditingState(text: value)
    if !keepsTyped { state.sync(with: value) }
    if focused { controls.editing[id] = state }
    let node = TextFieldNode(
      id: id, state: state, placeholder: placeholder, font: environment.resolvedFont,
      color: (enabled ? environment.resolvedForeground : disabledGray).fixed(in: environment),
      tint: environment.resolvedTint.fixed(in: environment), scheme: environment.colorScheme,
      isFocused: focused, metrics: environment.controlMetrics, measurer: context.measurer)
    node.isSecure = isSecure
    node.isBorderless = isBorderless || !environment.textFieldDrawsBox
    guard enabled else { return [node] }
    let binding = text
    let submit = environment.controls.submit
    let isSecure = isSecure
    node.pointerAction = { [weak graph, weak node] point, frame in
      guard let graph, let node else { return }
      var edited = graph.controls.editing[id] ?? TextEditingState(text: format?.formatted() ?? binding.wrappedValue)
      if format == nil { edited.sync(with: binding.wrappedValue) }
      edited.collapse(to: node.offset(atX: point.x - frame.minX))
      graph.controls.editing[id] = edited
      graph.focus(id)
      graph.setNeedsUpdate()
    }
    node.focusTarget = FocusTarget(
      ringCornerRadius: 5, takesText: true, activate: nil,
      handleKey: { [weak graph] key in
        guard let graph else { return false }
        var edited =
          graph.controls.editing[id] ?? TextEditingState(text: format?.formatted() ?? binding.wrappedValue)
        if format == nil { edited.sync(with: binding.wrappedValue) }
        guard
          TextFieldKeys.apply(
            key, to: &edited, clipboard: graph.controls.clipboard, submit: submit, isSecure: isSecure)
        else {
          return false
        }
        graph.controls.editing[id] = edited
        if let format {
          format.parse(edited.text)
        } else if edited.text != binding.wrappedValue {
          binding.wrappedValue = edited.text
        }
        graph.setNeedsUpdate()
        return true
      })
    return [node]
  }
}

/// What each key does to a focused field (pure but for the clipboard and the submit action).
enum TextFieldKeys {
  /// Applies `key`; false for keys the field leaves to the window (Tab, Shift-Tab, Escape).
  @MainActor
  static func apply(
    _ key: Key, to state: inout TextEditingState, clipboard: any Clipboard, submit: (@MainActor () -> Void)?,
    isSecure: Bool = false
  ) -> Bool {
    switch key {
    case .control("c") where isSecure, .control("x") where isSecure:
      // A secure field's text never reaches the clipboard; cut leaves it in place.
      break
    case .character(let character): state.insert(String(character))
    case .backspace: state.deleteBackward()
    case .deleteForward: state.deleteForward()
    case .left: state.moveLeft(extending: false)
    case .right: state.moveRight(extending: false)
    case .shiftLeft: state.moveLeft(extending: true)
    case .shiftRight: state.moveRight(extending: true)
    case .home, .up: state.moveToStart(extending: false)
    case .end, .down: state.moveToEnd(extending: false)
    case .shiftHome: state.moveToStart(extending: true)
    case .shiftEnd: state.moveToEnd(extending: true)
    case .enter: submit?()
    case .control("a"): state.selectAll()
    case .control("c"):
      if !state.selection.isEmpty { clipboard.copy(state.selectedText) }
    case .control("x"):
      if !state.selection.isEmpty {
        clipboard.copy(state.selectedText)
        state.insert("")
      }
    case .control("v"):
      // One line: line breaks in pasted text become spaces.
      if let pasted = clipboard.paste() {
        state.insert(String(pasted.map { $0.isNewline ? " " : $0 }))
      }
    case .control: break
    case .tab, .shiftTab, .escape, .pageUp, .pageDown: return false
    }
    return true
  }
}

/// A text field's box, text, selection and caret.
final class TextFieldNode: Node {
  let state: TextEditingState
  let placeholder: String
  let font: FontDescriptor
  let color: Color
  let tint: Color
  /// The appearance the field's own background, border and placeholder are drawn in.
  let scheme: ColorScheme
  let isFocused: Bool
  let padding: CGSize
  private let measurer: any TextMeasuring
  /// Draws and measures a bullet for each character instead of the text (a `SecureField`).
  var isSecure = false
  /// Draws no box and outline (a search field's chrome draws its own).
  var isBorderless = false

  init(
    id: ViewIdentity, state: TextEditingState, placeholder: String, font: FontDescriptor, color: Color, tint: Color,
    scheme: ColorScheme, isFocused: Bool, metrics: ControlMetrics, measurer: any TextMeasuring
  ) {
    self.state = state
    self.placeholder = placeholder
    self.font = font
    self.color = color
    self.tint = tint
    self.scheme = scheme
    self.isFocused = isFocused
    self.padding = CGSize(width: metrics(6), height: metrics(4))
    self.measurer = measurer
    super.init(id: id)
  }

  override var kindName: String { "TextField" }

  private func width(_ string: String) -> CGFloat { measurer.measure(string, font: font).width }

  /// The text as drawn: itself, or one bullet per character in a secure field.
  private var shownText: String { isSecure ? String(repeating: "•", count: state.text.count) : state.text }

  /// The x of the caret before character `offset`, from the text's start.
  func x(at offset: Int) -> CGFloat { width(String(shownText.prefix(offset))) }

  /// The caret offset nearest to `x` (from the box's leading edge).
  func offset(atX x: CGFloat) -> Int {
    let target = x - padding.width + scroll
    var best = 0
    var bestDistance = CGFloat.infinity
    for offset in 0...state.text.count {
      let distance = abs(self.x(at: offset) - target)
      if distance < bestDistance {
        best = offset
        bestDistance = distance
      }
    }
    return best
  }

  /// How far the text is scrolled left so that the caret stays inside the box.
  private var scroll: CGFloat {
    let inner = frame.width - 2 * padding.width
    let caret = x(at: state.caret)
    return caret > inner - 1 ? caret - inner + 1 : 0
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let line = measurer.measure(state.text.isEmpty ? placeholder : shownText, font: font)
    let height = line.height + 2 * padding.height
    if let width = proposal.width, width.isFinite { return CGSize(width: max(0, width), height: height) }
    return CGSize(width: max(60, line.width + 2 * padding.width), height: height)
  }

  /// The white box and its grey outline.
  private func drawBox(_ box: CGRect, into list: inout DisplayListBuilder, opacity: Double) {
    list.shape(
      ShapeDrawing(
        id: id.appending(.explicit(ExplicitID(ControlPart.control))), kind: .roundedRectangle(cornerRadius: 5),
        rect: box, paint: .fill, color: SystemPalette.systemBackground.resolved(in: scheme).multipliedAlpha(by: opacity)
      ),
      opacity: opacity)
    list.shape(
      ShapeDrawing(
        id: id.appending(.explicit(ExplicitID(ControlPart.track))), kind: .roundedRectangle(cornerRadius: 4.5),
        rect: box.insetBy(dx: 0.5, dy: 0.5), paint: .stroke(lineWidth: 1),
        color: Color.gray.opacity(0.5).resolved(in: scheme).multipliedAlpha(by: opacity)), opacity: opacity)
  }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    let box = appearance.frame
    if !isBorderless { drawBox(box, into: &list, opacity: opacity) }
    let inner = box.insetBy(dx: padding.width, dy: padding.height)
    let metrics = measurer.measure(state.text.isEmpty ? placeholder : shownText, font: font)
    let shift = scroll
    list.items.append(.pushClip(list.transform.apply(inner)))
    defer { list.items.append(.popClip) }
    if isFocused && !state.selection.isEmpty {
      let start = x(at: state.selection.lowerBound) - shift
      let end = x(at: state.selection.upperBound) - shift
      list.shape(
        ShapeDrawing(
          id: id.appending(.explicit(ExplicitID(ControlPart.fill))), kind: .rectangle,
          rect: CGRect(x: inner.minX + start, y: inner.minY, width: end - start, height: metrics.height),
          paint: .fill, color: tint.opacity(0.25).rgba.multipliedAlpha(by: opacity)), opacity: opacity)
    }
    let shown = state.text.isEmpty ? placeholder : shownText
    if !shown.isEmpty {
      let paint = state.text.isEmpty ? Color.secondary.resolved(in: scheme) : color.rgba
      list.text(
        TextDrawing(
          id: id.appending(.explicit(ExplicitID(ControlPart.label))), string: shown, font: font,
          frame: CGRect(x: inner.minX - shift, y: inner.minY, width: metrics.width, height: metrics.height),
          baseline: inner.minY + metrics.ascent, color: paint.multipliedAlpha(by: opacity)), opacity: opacity)
    }
    if isFocused && state.selection.isEmpty {
      let caretX = inner.minX + x(at: state.caret) - shift
      list.shape(
        ShapeDrawing(
          id: id.appending(.explicit(ExplicitID(ControlPart.thumb))), kind: .rectangle,
          rect: CGRect(x: caretX, y: inner.minY, width: 1.5, height: metrics.height), paint: .fill,
          color: tint.rgba.multipliedAlpha(by: opacity)), opacity: opacity)
    }
  }
}
