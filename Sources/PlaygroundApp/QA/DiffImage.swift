import X11Host

/// `diff.png`: the pixels that differ from the baseline in a strong magenta, over the actual
/// snapshot faded towards white so the changed places stand out while the screen stays legible.
package enum DiffImage {
  /// The highlight: a colour no system palette uses, so it never blends into the snapshot.
  static let highlight: (UInt8, UInt8, UInt8) = (255, 0, 200)
  /// How much of the actual shows through the fade, in 256ths.
  static let kept = 64

  /// `actual` faded, with `difference.changed` highlighted; as large as the compared extent
  /// (pixels outside `actual` are white, or highlighted).
  package static func make(actual: RGBAImage, difference: PixelDifference) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: difference.width * difference.height * 4)
    for y in 0..<difference.height {
      for x in 0..<difference.width {
        let index = y * difference.width + x
        let out = index * 4
        if difference.changed[index] {
          (pixels[out], pixels[out + 1], pixels[out + 2]) = highlight
        } else if x < actual.width && y < actual.height {
          let source = (y * actual.width + x) * 4
          for channel in 0..<3 {
            let value = Int(actual.pixels[source + channel])
            pixels[out + channel] = UInt8((value * kept + 255 * (256 - kept)) / 256)
          }
        }
      }
    }
    return RGBAImage(width: difference.width, height: difference.height, pixels: pixels)
  }
}
