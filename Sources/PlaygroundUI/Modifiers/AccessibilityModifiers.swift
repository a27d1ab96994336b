/// The accessibility modifiers (mirrors SwiftUI's). VoiceOver has nothing to read on this
/// desktop and iOS draws none of it, so nothing is drawn: what they say is kept on the view's
/// node and listed by the inspector (`I`, then click the view), which is where a visual check of
/// a screen's labels can see them.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

  /// The traits' names, for the inspector.
  var names: [String] {
    let all: [(AccessibilityTraits, String)] = [
      (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
      (.isSearchField, "search field"), (.isImage, "image"), (.playsSound, "plays sound"),
      (.isKeyboardKey, "keyboard key"), (.isStaticText, "static text"), (.isSummaryElement, "summary"),
      (.updatesFrequently, "updates frequently"), (.startsMediaSession, "starts media session"),
      (.allowsDirectInteraction, "direct interaction"), (.causesPageTurn, "causes page turn"), (.isModal, "modal"),
      (.isToggle, "toggle"),
    ]
    return all.filter { contains($0.0) }.map(\.1)
  }
}

/// How an accessibility element relates to its children (`accessibilityElement(children:)`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What the accessibility modifiers said of a view.
struct AccessibilityDescription: Equatable {
  var label: String?
  var hint: String?
  var value: String?
  var identifier: String?
  var isHidden = false
  var traits = AccessibilityTraits()
  var children: String?
  var sortPriority: Double?

  /// One line per fact, for the inspector.
  var lines: [String] {
    var lines: [String] = []
    if let label { lines.append("accessibility label \"\(label)\"") }
    if let value { lines.append("accessibility value \"\(value)\"") }
    if let hint { lines.append("accessibility hint \"\(hint)\"") }
    if let identifier { lines.append("accessibility identifier \"\(identifier)\"") }
    if !traits.isEmpty { lines.append("accessibility traits: " + traits.names.joined(separator: ", ")) }
    if let children { lines.append("accessibility element, children \(children)") }
    if let sortPriority { lines.append("accessibility sort priority \(sortPriority)") }
    if isHidden { lines.append("hidden from accessibility") }
    return lines
  }
}

extension View {
  /// Records `change` on the view's accessibility description. The innermost modifier is
  /// applied first, so an outer one (written later) wins, as in SwiftUI.
  private func describedForAccessibility(_ change: @escaping (inout AccessibilityDescription) -> Void) -> some View {
    AnnotatedView(content: self) { node in
      var description = node.accessibility ?? AccessibilityDescription()
      change(&description)
      node.accessibility = description
    }
  }

  public func accessibilityLabel(_ label: Text) -> some View {
    describedForAccessibility { $0.label = label.string }
  }
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    describedForAccessibility { $0.label = label.runs.map(\.string).joined() }
  }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    let label = String(label)
    return describedForAccessibility { $0.label = label }
  }

  public func accessibilityHint(_ hint: Text) -> some View {
    describedForAccessibility { $0.hint = hint.string }
  }
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View {
    describedForAccessibility { $0.hint = hint.runs.map(\.string).joined() }
  }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    let hint = String(hint)
    return describedForAccessibility { $0.hint = hint }
  }

  public func accessibilityValue(_ value: Text) -> some View {
    describedForAccessibility { $0.value = value.string }
  }
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View {
    describedForAccessibility { $0.value = value.runs.map(\.string).joined() }
  }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    let value = String(value)
    return describedForAccessibility { $0.value = value }
  }

  public func accessibilityIdentifier(_ identifier: String) -> some View {
    describedForAccessibility { $0.identifier = identifier }
  }

  public func accessibilityHidden(_ hidden: Bool) -> some View {
    describedForAccessibility { $0.isHidden = hidden }
  }

  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    describedForAccessibility { $0.traits.formUnion(traits) }
  }

  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    describedForAccessibility { $0.traits.subtract(traits) }
  }

  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    describedForAccessibility { $0.children = children.name }
  }

  /// VoiceOver's reading order among siblings.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    describedForAccessibility { $0.sortPriority = sortPriority }
  }
}
