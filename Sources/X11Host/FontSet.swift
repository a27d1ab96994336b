import CX11
import PlaygroundUI

/// An Xft face pointer; faces live as long as the `FontSet` that opened them.
typealias XftFontRef = UnsafeMutablePointer<XftFont>

/// One face at one pixel size and weight, plus the fallback faces found for code points it lacks.
///
/// This is dmenu's per-glyph fallback (docs/architecture.md, “Text”), kept apart from drawing: the measurer asks which
/// face draws a code point, and the answer is cached in the glyph runs it builds.
final class FontSet {
  let primary: XftFontRef
  private(set) var fallbacks: [XftFontRef] = []
  /// The request as we built it. Fallback patterns derive from this and not from
  /// `primary.pointee.pattern`: the matched pattern names a file, so matching on it again would
  /// return the same face and draw missing-glyph boxes instead of falling back (dmenu's comment).
  private let request: OpaquePointer
  private let display: X11Display

  /// Opens the face; nil when fontconfig finds no font at all (an empty configuration).
  init?(display: X11Display, family: String, pixelSize: Int, weight: Int32) {
    self.display = display
    request = FontSet.makeRequest(family: family, pixelSize: pixelSize, weight: weight)
    if let font = FontSet.open(display, FcPatternDuplicate(request)) {
      primary = font
    } else if let font = XftFontOpenName(display.raw, display.screen, "sans-serif:pixelsize=\(pixelSize)") {
      primary = font
    } else {
      FcPatternDestroy(request)
      return nil
    }
  }

  deinit {
    FcPatternDestroy(request)
    guard display.isUsable else { return }
    for font in fallbacks { XftFontClose(display.raw, font) }
    XftFontClose(display.raw, primary)
  }

  var ascent: Int { Int(primary.pointee.ascent) }
  var descent: Int { Int(primary.pointee.descent) }

  /// True if `font` has a glyph for `scalar`.
  func has(_ font: XftFontRef, _ scalar: UInt32) -> Bool {
    XftCharExists(display.raw, font, scalar) != 0
  }

  /// A face already loaded here that has `scalar`, preferring colour faces when asked.
  func loadedFace(for scalar: UInt32, preferColor: Bool) -> XftFontRef? {
    if preferColor, let color = fallbacks.first(where: { FontSet.isColor($0) && has($0, scalar) }) {
      return color
    }
    if has(primary, scalar) { return primary }
    return fallbacks.first { has($0, scalar) }
  }

  /// Asks fontconfig for a face with `scalar` (one `XftFontMatch`); nil when none really has it.
  func lookUpFallback(for scalar: UInt32, color: Bool) -> XftFontRef? {
    guard let pattern = FcPatternDuplicate(request), let charset = FcCharSetCreate() else { return nil }
    defer {
      FcCharSetDestroy(charset)
      FcPatternDestroy(pattern)
    }
    FcCharSetAddChar(charset, scalar)
    FcPatternAddCharSet(pattern, FC_CHARSET, charset)
    FcPatternAddBool(pattern, FC_SCALABLE, 1)
    // Asking for colour (for emoji presentation) is not the old FC_COLOR=false crash workaround;
    // libXft 2.3.6 draws colour glyphs fine.
    if color { FcPatternAddBool(pattern, FC_COLOR, 1) }
    guard let font = FontSet.open(display, FcPatternDuplicate(pattern)) else { return nil }
    let useful = has(font, scalar) && (!color || FontSet.isColor(font))
    // Xft caches faces by file and size, so a match may be a face we hold already; close the
    // extra reference instead of listing it twice.
    if !useful || font == primary || fallbacks.contains(font) {
      XftFontClose(display.raw, font)
      return useful ? font : nil
    }
    fallbacks.append(font)
    return font
  }

  /// The family name fontconfig reports for a face (tests and diagnostics).
  static func familyName(_ font: XftFontRef) -> String {
    var value: UnsafeMutablePointer<FcChar8>? = nil
    guard FcPatternGetString(font.pointee.pattern, FC_FAMILY, 0, &value) == FcResultMatch,
      let value
    else { return "?" }
    return String(cString: value)
  }

  /// True for colour (bitmap emoji) faces.
  static func isColor(_ font: XftFontRef) -> Bool {
    var flag: FcBool = 0
    return FcPatternGetBool(font.pointee.pattern, FC_COLOR, 0, &flag) == FcResultMatch && flag != 0
  }

  private static func makeRequest(family: String, pixelSize: Int, weight: Int32) -> OpaquePointer {
    guard let pattern = FcPatternCreate() else { fatalError("fontconfig is out of memory") }
    family.withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
        _ = FcPatternAddString(pattern, FC_FAMILY, $0)
      }
    }
    FcPatternAddDouble(pattern, FC_PIXEL_SIZE, Double(pixelSize))
    FcPatternAddInteger(pattern, FC_WEIGHT, weight)
    return pattern
  }

  /// Matches (XftFontMatch substitutes config and defaults) and opens; consumes `pattern`.
  private static func open(_ display: X11Display, _ pattern: OpaquePointer?) -> XftFontRef? {
    guard let pattern else { return nil }
    defer { FcPatternDestroy(pattern) }
    var result = FcResultNoMatch
    guard let match = XftFontMatch(display.raw, display.screen, pattern, &result) else { return nil }
    // Xft keeps colour emoji as 32-bit images at the font's 109 px strike, about 150 KB a glyph,
    // and by default holds 1 MB per face: the chips demo's seven emoji came to just over that,
    // so every frame evicted one and decoded its PNG again (half the frame's time). Let a face
    // use the display's whole glyph budget (Xft's default 4 MB, which still caps the total).
    FcPatternDel(match, XFT_MAX_GLYPH_MEMORY)
    FcPatternAddInteger(match, XFT_MAX_GLYPH_MEMORY, FontSet.maxGlyphMemory)
    // XftFontOpenPattern owns `match` on success only.
    guard let font = XftFontOpenPattern(display.raw, match) else {
      FcPatternDestroy(match)
      return nil
    }
    return font
  }

  /// Bytes of glyph images Xft may keep per face (see `open`).
  static let maxGlyphMemory: Int32 = 4 << 20

  /// fontconfig's weight for a SwiftUI weight.
  static func fontconfigWeight(_ weight: FontDescriptor.Weight) -> Int32 {
    switch weight {
    case .ultraLight: FC_WEIGHT_EXTRALIGHT
    case .thin: FC_WEIGHT_THIN
    case .light: FC_WEIGHT_LIGHT
    case .regular: FC_WEIGHT_REGULAR
    case .medium: FC_WEIGHT_MEDIUM
    case .semibold: FC_WEIGHT_DEMIBOLD
    case .bold: FC_WEIGHT_BOLD
    case .heavy: FC_WEIGHT_EXTRABOLD
    case .black: FC_WEIGHT_BLACK
    }
  }
}
