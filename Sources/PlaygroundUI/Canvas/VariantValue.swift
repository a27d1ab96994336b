import Foundation

/// One value of one axis of a variants spec, checked when the spec is read.
package enum VariantValue: Hashable, Sendable {
  /// A named device (`Device.named`; `mac`, the plain window, is nil) or a `WxH` screen.
  case device(Device?)
  case scheme(ColorScheme)
  case type(DynamicTypeSize)
  case direction(LayoutDirection)
  case locale(String)
  case width(Double)

  /// The value as the spec writes it, and as labels and baseline names show it.
  package var name: String {
    switch self {
    case .device(let device): return device?.name ?? "mac"
    case .scheme(let scheme): return scheme == .dark ? "dark" : "light"
    case .type(let size): return Self.typeNames[size] ?? "large"
    case .direction(let direction): return direction == .rightToLeft ? "rtl" : "ltr"
    case .locale(let identifier): return identifier
    case .width(let width): return "w" + Self.number(width)
    }
  }

  /// Whether the value is what the canvas shows with the axis left out (light, `large`, left to
  /// right, English, the command's own device): such values stay out of baseline names, so a
  /// spec that gains an axis keeps the baselines it had.
  package func isDefault(device base: Device?) -> Bool {
    switch self {
    case .device(let device): return device == base
    case .scheme(let scheme): return scheme == .light
    case .type(let size): return size == .large
    case .direction(let direction): return direction == .leftToRight
    case .locale(let identifier): return ["en", "en_us", "en-us"].contains(identifier.lowercased())
    case .width: return false
    }
  }

  /// Reads `text` as a value of `axis`, or throws the sentence naming what is wrong.
  package static func parse(_ text: String, axis: VariantAxis) throws(VariantSpecError) -> VariantValue {
    switch axis {
    case .device:
      // `mac` names the plain window: nil, which `try?` would flatten into "unknown".
      if let device = Result(catching: { () throws(UnknownDevice) in try Device.named(text) }).success {
        return .device(device)
      }
      if let screen = plainScreen(text) { return .device(screen) }
      throw VariantSpecError(
        "unknown device \"\(text)\" in --variants: use \(Device.names.joined(separator: ", ")) or WxH in points")
    case .scheme:
      switch text.lowercased() {
      case "light": return .scheme(.light)
      case "dark": return .scheme(.dark)
      default: throw VariantSpecError("unknown scheme \"\(text)\" in --variants: use light or dark")
      }
    case .type:
      if let size = typeNames.first(where: { $0.value.lowercased() == text.lowercased() })?.key { return .type(size) }
      let names = DynamicTypeSize.allCases.compactMap { typeNames[$0] }.joined(separator: ", ")
      throw VariantSpecError("unknown type size \"\(text)\" in --variants: use \(names)")
    case .direction:
      switch text.lowercased() {
      case "ltr": return .direction(.leftToRight)
      case "rtl": return .direction(.rightToLeft)
      default: throw VariantSpecError("unknown direction \"\(text)\" in --variants: use ltr or rtl")
      }
    case .locale:
      // Foundation accepts any identifier; one whose language ISO 639 does not know is a typo.
      let code = Locale(identifier: text).language.languageCode
      guard let code, Locale.LanguageCode.isoLanguageCodes.contains(code), !text.contains(" ") else {
        throw VariantSpecError(
          "unknown locale \"\(text)\" in --variants: use an identifier such as en, ar, ja or pt_BR")
      }
      return .locale(text)
    case .width:
      guard let width = Double(text), width.isFinite, width >= 1, width <= 10_000 else {
        throw VariantSpecError("width \"\(text)\" in --variants is not a width in points between 1 and 10000")
      }
      return .width(width)
    }
  }

  /// `390x844`: a screen of that size with no insets (a device not in the list).
  private static func plainScreen(_ text: String) -> Device? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, (1...10_000).contains(width), (1...10_000).contains(height)
    else { return nil }
    return Device.plain(width: width, height: height)
  }

  /// `DynamicTypeSize`'s case names, as Swift spells them.
  private static let typeNames: [DynamicTypeSize: String] = [
    .xSmall: "xSmall", .small: "small", .medium: "medium", .large: "large", .xLarge: "xLarge",
    .xxLarge: "xxLarge", .xxxLarge: "xxxLarge", .accessibility1: "accessibility1",
    .accessibility2: "accessibility2", .accessibility3: "accessibility3", .accessibility4: "accessibility4",
    .accessibility5: "accessibility5",
  ]

  /// `320`, or `320.5`: no trailing `.0`.
  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

extension Result {
  fileprivate var success: Success? { if case .success(let value) = self { value } else { nil } }
}

/// What is wrong with a variants spec, in one sentence.
package struct VariantSpecError: Error, CustomStringConvertible, Equatable {
  package let description: String

  init(_ description: String) { self.description = description }
}
