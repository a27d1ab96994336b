import Foundation

/// A colour set's `Contents.json`, as Xcode writes it: one entry per appearance (`universal`, or
/// `luminosity` `dark` / `light`), each with a colour space and components written as floats
/// (`"0.500"`), 8-bit integers (`"128"`) or 8-bit hex (`"0x80"`), or a reference to a system
/// colour (`"reference": "systemBlueColor"`).
enum ColorSetContents {
  /// The colour, adapting when the set has a dark appearance; nil when the set has none.
  static func color(at folder: String) -> Color? {
    guard let object = json(at: folder), let entries = object["colors"] as? [[String: Any]] else { return nil }
    var any: Color?
    var light: RGBAColor?
    var dark: RGBAColor?
    for entry in entries {
      if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
      guard let color = entry["color"] as? [String: Any], let value = resolve(color) else { continue }
      let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
      let luminosity = appearances.first { ($0["appearance"] as? String) == "luminosity" }?["value"] as? String
      switch luminosity {
      case "dark": dark = dark ?? value.resolved(in: .dark)
      case "light": light = light ?? value.resolved(in: .light)
      default: if appearances.isEmpty { any = any ?? value }
      }
    }
    // A referenced system colour adapts by itself unless the set gives a dark value.
    guard let base = light ?? any?.resolved(in: .light) else { return dark.map { Color($0) } }
    return Color(light: base, dark: dark ?? any?.resolved(in: .dark) ?? base)
  }

  static func providesNamespace(at folder: String) -> Bool {
    ((json(at: folder)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool) ?? false
  }

  private static func json(at folder: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: folder + "/Contents.json") else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  private static func resolve(_ color: [String: Any]) -> Color? {
    if let reference = color["reference"] as? String { return systemColor(reference) }
    guard let components = color["components"] as? [String: Any] else { return nil }
    let alpha = component(components["alpha"]) ?? 1
    let space = (color["color-space"] as? String) ?? "srgb"
    if let white = component(components["white"]) {
      return Color(RGBAColor(red: white, green: white, blue: white, alpha: alpha))
    }
    guard let red = component(components["red"]), let green = component(components["green"]),
      let blue = component(components["blue"])
    else { return nil }
    let colorSpace: Color.RGBColorSpace =
      space.contains("p3") ? .displayP3 : space.contains("linear") ? .sRGBLinear : .sRGB
    return Color(colorSpace.sRGB(red: red, green: green, blue: blue, opacity: alpha))
  }

  /// A component as a fraction: floats as written, integers and hex as 8-bit values.
  static func component(_ value: Any?) -> Double? {
    let text: String
    switch value {
    case let string as String: text = string.trimmingCharacters(in: .whitespaces)
    case let number as NSNumber: return number.doubleValue
    default: return nil
    }
    if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
    if !text.contains("."), let byte = Int(text) { return byte <= 1 ? Double(byte) : Double(byte) / 255 }
    return Double(text)
  }

  /// The system colours a set may reference by UIKit's name (`systemBlueColor`, `labelColor`…).
  private static func systemColor(_ reference: String) -> Color? {
    let table: [String: Color] = [
      "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow, "systemGreenColor": .green,
      "systemMintColor": .mint, "systemTealColor": .teal, "systemCyanColor": .cyan, "systemBlueColor": .blue,
      "systemIndigoColor": .indigo, "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
      "systemGrayColor": .gray, "labelColor": SystemPalette.label, "secondaryLabelColor": SystemPalette.secondaryLabel,
      "tertiaryLabelColor": SystemPalette.tertiaryLabel, "systemBackgroundColor": SystemPalette.systemBackground,
      "secondarySystemBackgroundColor": SystemPalette.secondarySystemBackground,
      "tertiarySystemBackgroundColor": SystemPalette.tertiarySystemBackground,
      "systemGroupedBackgroundColor": SystemPalette.systemGroupedBackground,
      "secondarySystemGroupedBackgroundColor": SystemPalette.secondarySystemGroupedBackground,
      "separatorColor": SystemPalette.separator, "systemGray2Color": SystemPalette.systemGray2,
      "systemGray3Color": SystemPalette.systemGray3, "systemGray4Color": SystemPalette.systemGray4,
      "systemGray5Color": SystemPalette.systemGray5, "systemGray6Color": SystemPalette.systemGray6,
      "whiteColor": .white, "blackColor": .black, "clearColor": .clear,
    ]
    return table[reference]
  }
}
