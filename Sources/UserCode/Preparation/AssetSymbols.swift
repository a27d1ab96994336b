import Foundation

/// The colour and image set names of the opened code's asset catalogs (`Group/Name` inside a
/// namespace), read by the app (PlaygroundUI's AssetCatalog) for the compiler.
package struct AssetNames: Equatable, Sendable {
  package var colors: [String]
  package var images: [String]

  package init(colors: [String] = [], images: [String] = []) {
    self.colors = colors
    self.images = images
  }
}

/// The Swift symbols Xcode generates for an app's asset catalogs ("Generate Asset Symbols", on
/// by default since Xcode 15): `ImageResource.name` and `ColorResource.name` for every image
/// and colour set, and the extensions `Color.name`, `ShapeStyle.name` (where `Self == Color`),
/// `UIColor.name` and `UIImage.name`. Code written against them (`Image(.avatar)`,
/// `.foregroundStyle(.brandBlue)`) would not compile without the file Xcode writes, so the
/// playground writes the same one for the opened code's catalogs.
enum AssetSymbols {
  static let fileName = "__PlaygroundAssetSymbols.swift"

  /// Members SwiftUI's `Color`/`ShapeStyle` and UIKit's `UIColor`/`UIImage` already have: an
  /// extension member of the same name would make every use of it ambiguous, so none is made
  /// (the resource symbol, `.name` in `Color(.name)`, still is).
  static let platformMembers: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
    "white", "gray", "black", "clear", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor",
    "tint", "foreground", "background", "selection", "separator", "placeholder", "link", "fill", "windowBackground",
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar", "label",
    "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "systemBackground", "secondarySystemBackground",
    "tertiarySystemBackground", "systemGroupedBackground", "lightGray", "darkGray", "magenta", "add", "remove",
    "checkmark", "actions", "strokedCheckmark",
  ]

  /// The file for catalogs holding `assets`, or nil when there are none. Members the opened files declare themselves
  /// (`userTexts`) are left to them: Xcode's would clash in the same module, which is why projects
  /// with their own turn the extensions off.
  static func source(_ assets: AssetNames, userTexts: [String]) -> String? {
    let colorSymbols = symbols(assets.colors, suffix: "color")
    let imageSymbols = symbols(assets.images, suffix: "image")
    guard !colorSymbols.isEmpty || !imageSymbols.isEmpty else { return nil }
    let declared = declaredStaticMembers(userTexts)
    func extensionMembers(_ symbols: [(identifier: String, name: String)]) -> [(identifier: String, name: String)] {
      symbols.filter { !platformMembers.contains($0.identifier) && !declared.contains($0.identifier) }
    }
    func declaration(_ symbol: (identifier: String, name: String), _ type: String) -> String {
      "  static let \(escaped(symbol.identifier)) = \(type)(name: \(literal(symbol.name)), bundle: .main)"
    }
    var lines = [
      "// layout-playground: the asset symbols Xcode generates for the opened code's asset catalogs.",
      "import Foundation", "import SwiftUI", "import UIKit", "",
      "extension ColorResource {",
    ]
    lines += colorSymbols.filter { !declared.contains($0.identifier) }.map { declaration($0, "ColorResource") }
    lines += ["}", "", "extension ImageResource {"]
    lines += imageSymbols.filter { !declared.contains($0.identifier) }.map { declaration($0, "ImageResource") }
    lines += ["}", ""]
    let colorMembers = extensionMembers(colorSymbols)
    for (type, make) in [
      ("Color", ".init(.%@)"), ("ShapeStyle where Self == Color", "Color(.%@)"), ("UIColor", ".init(resource: .%@)"),
    ] {
      let result = type.hasPrefix("ShapeStyle") ? "Color" : type
      lines.append("extension \(type) {")
      lines += colorMembers.map {
        "  static var \(escaped($0.identifier)): \(result) { \(make.replacingOccurrences(of: "%@", with: escaped($0.identifier))) }"
      }
      lines += ["}", ""]
    }
    lines.append("extension UIImage {")
    lines += extensionMembers(imageSymbols).map {
      "  static var \(escaped($0.identifier)): UIImage { .init(resource: .\(escaped($0.identifier))) }"
    }
    lines += ["}", ""]
    return lines.joined(separator: "\n")
  }

  /// Identifiers for asset names, sorted by name, the first of any two that would collide kept.
  static func symbols(_ names: [String], suffix: String) -> [(identifier: String, name: String)] {
    var seen = Set<String>()
    var result: [(identifier: String, name: String)] = []
    for name in names.sorted() {
      guard let identifier = identifier(for: name, dropping: suffix), seen.insert(identifier).inserted else { continue }
      result.append((identifier, name))
    }
    return result
  }

  /// The identifier Xcode derives from an asset's name: the name's words (split at anything
  /// not a letter or digit, at a lower-to-upper case change, between letters and digits, and
  /// before the last capital of a run of capitals followed by a small letter) in lower camel
  /// case, the last word dropped when it is the kind's own ("Color", "Image") and not the only
  /// one: "AccentColor" → `accent`, "tamago-sushi" → `tamagoSushi`, "adult_products_image" →
  /// `adultProducts`, "VExpense" → `vExpense`, "1x" → `_1X`. A group's namespace ("Icons/Home")
  /// takes part like a word. Nil for a name without letters or digits.
  static func identifier(for name: String, dropping suffix: String) -> String? {
    var words: [String] = []
    var word = ""
    func flush() {
      if !word.isEmpty { words.append(word) }
      word = ""
    }
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      guard character.isASCII, character.isLetter || character.isNumber else {
        flush()
        continue
      }
      if let previous = word.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let caseRises = previous.isLowercase && character.isUppercase
        let kindChanges = previous.isNumber != character.isNumber
        let runEnds = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
        if caseRises || kindChanges || runEnds { flush() }
      }
      word.append(character)
    }
    flush()
    if words.count > 1, words.last?.lowercased() == suffix { words.removeLast() }
    guard let first = words.first else { return nil }
    let head = first.lowercased()
    let tail = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let joined = ([head] + tail).joined()
    return joined.first?.isNumber == true ? "_" + joined : joined
  }

  /// The names the files declare as `static let`/`static var`/`static func`.
  static func declaredStaticMembers(_ texts: [String]) -> Set<String> {
    var names = Set<String>()
    for text in texts {
      var rest = Substring(text)
      while let range = rest.range(of: "static ") {
        rest = rest[range.upperBound...]
        let afterKeyword = rest.drop { $0 == " " }
        for keyword in ["let ", "var ", "func "] where afterKeyword.hasPrefix(keyword) {
          let name = afterKeyword.dropFirst(keyword.count).drop { $0 == " " || $0 == "`" }
            .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          if !name.isEmpty { names.insert(String(name)) }
        }
      }
    }
    return names
  }

  private static let keywords: Set<String> = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
    "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
    "nil", "operator", "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "subscript",
    "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "Type", "Self",
  ]

  private static func escaped(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  private static func literal(_ string: String) -> String {
    "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
