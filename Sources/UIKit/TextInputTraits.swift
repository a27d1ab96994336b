import PlaygroundUI

/// The software keyboard a text field asks for (mirrors UIKit's `UIKeyboardType`). The
/// playground types with the computer's keyboard and shows no software keyboard, so the type is
/// accepted and has no effect.
// UIKit's own case names (`URL`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a field capitalizes what is typed (mirrors UIKit's `UITextAutocapitalizationType`):
/// accepted, no effect (no software keyboard).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// What a field holds, for autofill (mirrors UIKit's `UITextContentType`): accepted, no effect.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "given-name")
  public static let familyName = UITextContentType(rawValue: "family-name")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = UITextContentType(rawValue: "url")
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  public static let postalCode = UITextContentType(rawValue: "postal-code")
}

extension View {
  /// The software keyboard for text fields in the view: accepted, no effect (the playground
  /// shows none).
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// The older capitalization setting: accepted, no effect.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

  /// What the fields hold, for autofill: accepted, no effect.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
