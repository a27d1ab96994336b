/// What a text field tells iOS's software keyboard: its capitalization, autocorrection and the
/// label of its return key. The playground types with the computer's keyboard and shows no
/// software keyboard, so these are accepted and change nothing (docs/swiftui-support.md).
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String

  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The return key's label (mirrors SwiftUI's `SubmitLabel`); accepted, not drawn.
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
