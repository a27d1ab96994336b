/// How a view's content changes within one view in an animated change (mirrors SwiftUI's
/// `ContentTransition`).
///
/// Text whose string changes in an animated change cross-fades: the old text fades out where
/// it was while the new one fades in. `numericText` also slides them by half the text's height
/// (up when counting up, down when counting down): iOS rolls each changed digit instead.
/// `interpolate` animates colour and frame when the string is the same (as every text here
/// does) and cross-fades otherwise. `identity` (where none was set) changes at once.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identity, opacity, interpolate
    case numericText(countsDown: Bool)
    case numericValue(Double)
  }

  let kind: Kind

  /// The content changes at once.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out while the new fades in.
  public static let opacity = ContentTransition(kind: .opacity)
  /// The content interpolates where it can, else cross-fades.
  public static let interpolate = ContentTransition(kind: .interpolate)

  /// For text showing a number that counts up (or down, with `countsDown`).
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown))
  }

  /// For text showing `value`: whether it counts up or down comes from the old and new values.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericValue(value))
  }

  /// How far, in units of the text's height, the new text starts below where it ends (negative:
  /// above) when replacing text shown with `old`; the old one ends as far the other way.
  func slide(from old: ContentTransition?) -> Double {
    switch kind {
    case .identity, .opacity, .interpolate: return 0
    case .numericText(let countsDown): return countsDown ? -0.5 : 0.5
    case .numericValue(let value):
      guard case .numericValue(let before)? = old?.kind else { return 0.5 }
      return value < before ? -0.5 : 0.5
    }
  }
}

/// Where `contentTransition(_:)` keeps its value.
private struct ContentTransitionKey: EnvironmentKey {
  static var defaultValue: ContentTransition { .identity }
}

extension EnvironmentValues {
  /// How views in this environment animate changes to their content.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

extension View {
  /// Animates changes to the content of the views inside (their text) with `transition`, in
  /// animated changes.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    EnvironmentModifierView(content: self) { $0.contentTransition = transition }
  }
}

/// A text replaced by another in an animated change: the old one fades out as a ghost
/// (TreeDiff finds them, AnimationState fades them).
struct ReplacedContent {
  var node: Node
  var parent: ViewIdentity
  var pathToParent: [Node]
  var from: [Double]
  var to: [Double]
  var animation: Animation
}
