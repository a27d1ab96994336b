/// The phases of a view's transition (mirrors SwiftUI's `TransitionPhase`).
public enum TransitionPhase: Equatable, Sendable {
  /// About to be inserted: the transition's starting appearance.
  case willAppear
  /// On stage.
  case identity
  /// Removed: the transition's ending appearance.
  case didDisappear

  public var isIdentity: Bool { self == .identity }

  /// -1 before appearing, 0 on stage, 1 after disappearing.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition knows of itself (mirrors SwiftUI's `TransitionProperties`).
public struct TransitionProperties: Sendable {
  /// Whether the transition moves the view (so reduced motion may replace it).
  public var hasMotion: Bool

  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy (mirrors SwiftUI's `Transition`).
///
/// The view is drawn with `body(content:phase: .identity)`; off stage, the numbers of the
/// geometry effects (`offset`, `scaleEffect`, `rotationEffect`) and the opacity the body sets in
/// `.willAppear` (inserting) or `.didDisappear` (removing) are the view's appearance, found by
/// applying the body to a stand-in (`Animation/TransitionModifiers.swift`).
public protocol Transition {
  associatedtype Body: View
  typealias Content = PlaceholderContentView<Self>

  @MainActor @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  static var properties: TransitionProperties { get }
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }

  /// The transition as the `AnyTransition` the graph plays.
  var anyTransition: AnyTransition {
    if let builtIn = self as? any BuiltInTransition { return builtIn.equivalent }
    return .asymmetric(
      insertion: AnyTransition(kind: .modifier(TransitionModifiers(self, offStage: .willAppear))),
      removal: AnyTransition(kind: .modifier(TransitionModifiers(self, offStage: .didDisappear))))
  }
}

/// A built-in transition the graph plays as the `AnyTransition` it is.
protocol BuiltInTransition {
  var equivalent: AnyTransition { get }
}

/// Fades in and out (mirrors SwiftUI's `OpacityTransition`).
public struct OpacityTransition: Transition, BuiltInTransition {
  public init() {}

  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }

  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
  var equivalent: AnyTransition { .opacity }
}

/// No change (mirrors SwiftUI's `IdentityTransition`).
public struct IdentityTransition: Transition, BuiltInTransition {
  public init() {}

  public func body(content: Content, phase: TransitionPhase) -> some View { content }

  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
  var equivalent: AnyTransition { .identity }
}

/// Scales in and out about an anchor (mirrors SwiftUI's `ScaleTransition`).
public struct ScaleTransition: Transition, BuiltInTransition {
  public var scale: Double
  public var anchor: UnitPoint

  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
  }

  var equivalent: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
}

/// Moves in and out by an offset (mirrors SwiftUI's `OffsetTransition`).
public struct OffsetTransition: Transition, BuiltInTransition {
  public var offset: CGSize

  public init(_ offset: CGSize) { self.offset = offset }

  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }

  var equivalent: AnyTransition { .offset(offset) }
}

/// Blurs and scales in and out (mirrors SwiftUI's `BlurReplaceTransition`). Drawn here as a
/// scale from and to half size with a fade: the blur is not drawn (a blur radius does not
/// animate in the playground).
public struct BlurReplaceTransition: Transition, BuiltInTransition {
  /// Which way the view scales (mirrors `BlurReplaceTransition.Configuration`).
  public struct Configuration: Equatable, Sendable {
    let insertsGrowing: Bool

    /// Grows as it is inserted, shrinks as it is removed.
    public static let downUp = Configuration(insertsGrowing: true)
    /// Grows as it is inserted and as it is removed.
    public static let upUp = Configuration(insertsGrowing: false)
  }

  public var configuration: Configuration

  public init(configuration: Configuration = .downUp) { self.configuration = configuration }

  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : scale(removing: phase == .didDisappear)).opacity(
      phase.isIdentity ? 1 : 0)
  }

  private func scale(removing: Bool) -> CGFloat { removing && !configuration.insertsGrowing ? 1.5 : 0.5 }

  var equivalent: AnyTransition {
    .asymmetric(
      insertion: .scale(scale: scale(removing: false)).combined(with: .opacity),
      removal: .scale(scale: scale(removing: true)).combined(with: .opacity))
  }
}

extension Transition where Self == OpacityTransition {
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
  public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == ScaleTransition {
  public static var scale: ScaleTransition { ScaleTransition(0) }

  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == OffsetTransition {
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

extension Transition where Self == BlurReplaceTransition {
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }

  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  {
    BlurReplaceTransition(configuration: configuration)
  }
}

extension View {
  /// How the view enters and leaves in animated changes, as a `Transition` describes it.
  public func transition<T: Transition>(_ transition: T) -> some View {
    TransitionView(content: self, transition: transition.anyTransition)
  }
}
