/// Which code points should be drawn from a colour emoji face rather than a text face.
///
/// A rough cut of Unicode's Emoji_Presentation property: the pictograph blocks default to emoji,
/// and anything followed by VARIATION SELECTOR-16 asks for emoji (☀️ is U+2600 U+FE0F, and DejaVu
/// has a monochrome U+2600 that would otherwise win).
enum EmojiPresentation {
  static let variationSelector16: UInt32 = 0xFE0F

  static func prefersColor(_ scalar: UInt32, next: UInt32?) -> Bool {
    if next == variationSelector16 { return true }
    if next == 0xFE0E { return false }
    return defaultsToEmoji(scalar)
  }

  static func defaultsToEmoji(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x1F300...0x1F5FF, 0x1F600...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
      0x1FA70...0x1FAFF, 0x1F1E6...0x1F1FF:
      true
    default:
      false
    }
  }

  /// VS15, VS16 and ZERO WIDTH JOINER: consumed, never drawn on their own (no ZWJ ligatures).
  static func isSelectorOrJoiner(_ scalar: UInt32) -> Bool {
    scalar == 0xFE0E || scalar == 0xFE0F || scalar == 0x200D
  }
}
