import CX11

/// A rectangle of premultiplied ARGB pixels brought from the server and sent back: the effects
/// computed in Swift (blurs, colour matrices, materials) work on these.
///
/// The bytes are as a little-endian server stores an ARGB32 picture: B, G, R, A per pixel.
struct LayerPixels {
  var bytes: [UInt8]
  let area: PixelRect

  /// The pixels of `picture` over `area`, copied through a fresh 32-bit pixmap; nil if the server
  /// did not answer or stores pixels in another order.
  static func read(_ display: X11Display, from picture: Picture, area: PixelRect) -> LayerPixels? {
    guard display.isUsable, !area.isEmpty, let format = XRenderFindStandardFormat(display.raw, PictStandardARGB32)
    else { return nil }
    let pixmap = XCreatePixmap(display.raw, display.root, UInt32(area.width), UInt32(area.height), 32)
    defer { XFreePixmap(display.raw, pixmap) }
    let copy = XRenderCreatePicture(display.raw, pixmap, format, 0, nil)
    defer { XRenderFreePicture(display.raw, copy) }
    XRenderComposite(
      display.raw, PictOpSrc, picture, 0, copy, Int32(area.x), Int32(area.y), 0, 0, 0, 0, UInt32(area.width),
      UInt32(area.height))
    return read(display, pixmap: pixmap, size: area)
  }

  /// The pixels of a 32-bit ARGB `pixmap`'s top-left `size.width × size.height`, as `size`'s area.
  static func read(_ display: X11Display, pixmap: Pixmap, size area: PixelRect) -> LayerPixels? {
    guard display.isUsable, !area.isEmpty,
      let image = XGetImage(display.raw, pixmap, 0, 0, UInt32(area.width), UInt32(area.height), ~UInt(0), ZPixmap)
    else { return nil }
    defer { _ = image.pointee.f.destroy_image(image) }
    let x = image.pointee
    guard x.bits_per_pixel == 32, x.byte_order == LSBFirst, let data = x.data else { return nil }
    let rowBytes = area.width * 4
    var bytes = [UInt8](repeating: 0, count: rowBytes * area.height)
    bytes.withUnsafeMutableBytes { out in
      for row in 0..<area.height {
        let source = UnsafeRawPointer(data) + Int(x.bytes_per_line) * row
        (out.baseAddress! + row * rowBytes).copyMemory(from: source, byteCount: rowBytes)
      }
    }
    return LayerPixels(bytes: bytes, area: area)
  }

  /// The part of the pixels inside `rect` (which must lie within `area`).
  func cropped(to rect: PixelRect) -> LayerPixels {
    let inner = rect.intersection(area)
    var out = [UInt8](repeating: 0, count: max(0, inner.width * inner.height * 4))
    for row in 0..<inner.height {
      let from = ((inner.y - area.y + row) * area.width + (inner.x - area.x)) * 4
      out.replaceSubrange(
        row * inner.width * 4..<(row + 1) * inner.width * 4, with: bytes[from..<from + inner.width * 4])
    }
    return LayerPixels(bytes: out, area: inner)
  }

  /// Sends the pixels to a fresh ARGB picture the size of `area` (free with `free`).
  func upload(_ display: X11Display) -> UploadedMask? {
    guard display.isUsable, !area.isEmpty, let format = XRenderFindStandardFormat(display.raw, PictStandardARGB32)
    else { return nil }
    let pixmap = XCreatePixmap(display.raw, display.root, UInt32(area.width), UInt32(area.height), 32)
    let gc = XCreateGC(display.raw, pixmap, 0, nil)
    defer { XFreeGC(display.raw, gc) }
    var data = bytes
    data.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        guard
          let image = XCreateImage(
            display.raw, display.visual, 32, ZPixmap, 0, chars.baseAddress, UInt32(area.width), UInt32(area.height),
            32, Int32(area.width * 4))
        else { return }
        image.pointee.byte_order = LSBFirst
        XPutImage(display.raw, pixmap, gc, image, 0, 0, 0, 0, UInt32(area.width), UInt32(area.height))
        // The bytes belong to Swift: detach them so destroy_image does not free them.
        image.pointee.data = nil
        _ = image.pointee.f.destroy_image(image)
      }
    }
    let picture = XRenderCreatePicture(display.raw, pixmap, format, 0, nil)
    return UploadedMask(pixmap: pixmap, picture: picture, width: area.width, height: area.height)
  }

  static func free(_ display: X11Display, _ uploaded: UploadedMask) {
    guard display.isUsable else { return }
    XRenderFreePicture(display.raw, uploaded.picture)
    XFreePixmap(display.raw, uploaded.pixmap)
  }
}
