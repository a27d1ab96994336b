/// An 8-bit RGBA image, rows top to bottom, straight alpha: screenshots and PNG files.
package struct RGBAImage: Equatable, Sendable {
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  /// `width × height × 4` bytes: R, G, B, A.
  package var pixels: [UInt8]

  /// Wraps existing RGBA bytes; their count must be width × height × 4.
  package init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "pixel count does not match the size")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A blank image in one colour.
  package init(width: Int, height: Int, fill: SIMD4<UInt8> = SIMD4(0, 0, 0, 0)) {
    self.width = width
    self.height = height
    pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      pixels[i] = fill.x
      pixels[i + 1] = fill.y
      pixels[i + 2] = fill.z
      pixels[i + 3] = fill.w
    }
  }

  /// The pixel at (x, y) as (r, g, b, a).
  package subscript(x: Int, y: Int) -> SIMD4<UInt8> {
    let i = (y * width + x) * 4
    return SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }
}
