import PlaygroundUI

/// The installed families SwiftUI's font designs map to, and Pango's weights for SwiftUI's.
///
/// Debian's DejaVu families stand in for San Francisco's designs (scripts/setup.sh installs
/// them); Pango falls back per character from each to whatever fontconfig has for the script.
enum FontFamilies {
  /// The family to ask fontconfig for: a custom font's own name (a PostScript name such as
  /// "Avenir-Heavy" asks for its family, "Avenir"), else the design's.
  static func family(for descriptor: FontDescriptor, default family: String) -> String {
    if let custom = descriptor.family, !custom.isEmpty {
      let base = custom.split(separator: "-").first.map(String.init) ?? custom
      // Pango takes a comma-separated list and falls back along it.
      return base + ", " + self.family(for: descriptor.design, default: family)
    }
    return self.family(for: descriptor.design, default: family)
  }

  static func family(for design: FontDescriptor.Design, default family: String) -> String {
    switch design {
    case .default: family
    case .serif: "DejaVu Serif"
    case .monospaced: "DejaVu Sans Mono"
    // Comfortaa is a rounded sans; without it fontconfig substitutes the default sans.
    case .rounded: "Comfortaa"
    }
  }

  /// The CSS (and Pango) weight of a SwiftUI weight.
  static func cssWeight(_ weight: FontDescriptor.Weight) -> Int32 {
    switch weight {
    case .ultraLight: 200
    case .thin: 100
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }
}
