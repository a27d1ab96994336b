import CX11

/// Reads pixels back from the server into an `RGBAImage` (screenshots and tests).
enum ImageReadback {
  /// The top-left `width × height` of `drawable`, opaque; nil if the server did not answer.
  static func read(_ display: X11Display, drawable: Drawable, width: Int, height: Int) -> RGBAImage? {
    guard display.isUsable, width > 0, height > 0,
      let image = XGetImage(
        display.raw, drawable, 0, 0, UInt32(width), UInt32(height), ~UInt(0), ZPixmap)
    else { return nil }
    defer { _ = image.pointee.f.destroy_image(image) }
    let x = image.pointee
    // A pixmap has no visual, so XGetImage leaves the image's channel masks zero: take them
    // from the visual the pixmap was drawn for.
    let v = display.visual.pointee
    let masks = (red: v.red_mask, green: v.green_mask, blue: v.blue_mask)
    let shifts = (shift(masks.red), shift(masks.green), shift(masks.blue))
    let scales = (scale(masks.red), scale(masks.green), scale(masks.blue))
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    let fast = x.bits_per_pixel == 32 && x.byte_order == LSBFirst
    for row in 0..<height {
      for column in 0..<width {
        let value: UInt
        if fast, let data = x.data {
          let offset = Int(x.bytes_per_line) * row + column * 4
          let raw = UnsafeRawPointer(data).loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          value = UInt(UInt32(littleEndian: raw))
        } else {
          value = x.f.get_pixel(image, Int32(column), Int32(row))
        }
        let i = (row * width + column) * 4
        pixels[i] = channel(value, masks.red, shifts.0, scales.0)
        pixels[i + 1] = channel(value, masks.green, shifts.1, scales.1)
        pixels[i + 2] = channel(value, masks.blue, shifts.2, scales.2)
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  private static func shift(_ mask: UInt) -> Int {
    mask == 0 ? 0 : mask.trailingZeroBitCount
  }

  /// Multiplier from a channel's bit depth to 0...255.
  private static func scale(_ mask: UInt) -> Double {
    let bits = (mask >> shift(mask)).nonzeroBitCount
    return bits == 0 ? 0 : 255 / Double((1 << bits) - 1)
  }

  private static func channel(_ value: UInt, _ mask: UInt, _ shift: Int, _ scale: Double) -> UInt8 {
    UInt8(min(255, (Double((value & mask) >> shift) * scale).rounded()))
  }
}
