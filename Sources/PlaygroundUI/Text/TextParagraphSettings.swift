/// How a text aligns its lines (mirrors SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

extension Text {
  /// Where an ellipsis replaces text that does not fit (mirrors `Text.TruncationMode`).
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }
}

/// Paragraph settings that flow down the environment, as in SwiftUI.
extension EnvironmentValues {
  /// The most lines a text shows; nil for as many as it needs.
  public var lineLimit: Int? {
    get { paragraph.lineLimit }
    set { paragraph.lineLimit = newValue.map { max(1, $0) } }
  }

  /// Where texts put an ellipsis when they are cut short.
  public var truncationMode: Text.TruncationMode {
    get { paragraph.truncationMode }
    set { paragraph.truncationMode = newValue }
  }

  /// How multi-line texts align their lines.
  public var multilineTextAlignment: TextAlignment {
    get { paragraph.alignment }
    set { paragraph.alignment = newValue }
  }
}

/// The stored paragraph settings (one field in `EnvironmentValues`).
struct ParagraphSettings {
  var lineLimit: Int?
  /// A text with `lineLimit(_:reservesSpace: true)` is as tall as its limit even when shorter.
  var reservesSpace = false
  var truncationMode: Text.TruncationMode = .tail
  var alignment: TextAlignment = .leading
}

extension View {
  /// Limits texts to `number` lines (nil: no limit).
  public func lineLimit(_ number: Int?) -> some View {
    EnvironmentModifierView(content: self) {
      $0.lineLimit = number
      $0.paragraph.reservesSpace = false
    }
  }

  /// Limits texts to `limit` lines; with `reservesSpace`, a shorter text still takes the room of
  /// `limit` lines.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    EnvironmentModifierView(content: self) {
      $0.lineLimit = limit
      $0.paragraph.reservesSpace = reservesSpace
    }
  }

  /// Sets where texts put an ellipsis when cut short.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }

  /// Sets how multi-line texts align their lines.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
}
