import CX11
import PlaygroundUI

/// Draws decoded images with XRender: each raster is uploaded once into an ARGB32 picture (kept
/// in an LRU, so steady frames send only `Composite` requests) and composited scaled by a
/// picture transform, filtered bilinear or nearest.
///
/// A resizable image with cap insets is drawn as nine pieces: the corners at their own size, the
/// edges and middle stretched or tiled. A template image is its alpha used as the mask of a
/// solid fill in its tint; opacity is a solid alpha mask.
final class ImagePainter {
  private let display: X11Display
  private let argbFormat: UnsafeMutablePointer<XRenderPictFormat>?
  private var gc: GC?
  /// At most 512 MB of pixels on the server (sixty 1920 × 1080 photos): more than a screen
  /// shows, so a frame never evicts what it draws; one dropped is decoded again if drawn again.
  private var uploaded = LRUCache<ImageRasterKey, UploadedImage>(maxCount: 1024, maxCost: 512 << 20)
  /// Solid alpha masks for opacities, by 8-bit level.
  private var alphaMasks: [Int: Picture] = [:]
  /// Rasters uploaded (cache misses), for tests.
  private(set) var uploads = 0

  init(display: X11Display) {
    self.display = display
    argbFormat = XRenderFindStandardFormat(display.raw, PictStandardARGB32)
  }

  deinit {
    guard display.isUsable else { return }
    for image in uploaded.removeAll() { free(image) }
    for picture in alphaMasks.values { XRenderFreePicture(display.raw, picture) }
    if let gc { XFreeGC(display.raw, gc) }
  }

  /// Draws `image` onto `picture` at `scale` device pixels per point, within `visible`.
  func draw(_ image: ImageDrawing, scale: Double, shapes: ShapePainter, onto destination: Picture, visible: PixelRect) {
    guard image.opacity > 0, !(image.tint.map { $0.alpha <= 0 } ?? false) else { return }
    guard let source = uploadedPicture(for: image.raster) else {
      // Decoding failed after the size was read (said on stderr): a grey box, never nothing.
      var grey = ShapePainter.renderColor(RGBAColor(red: 0.85, green: 0.85, blue: 0.87, alpha: image.opacity))
      let box = PixelRect(image.bounds, scale: scale).intersection(visible)
      guard !box.isEmpty else { return }
      XRenderFillRectangle(
        display.raw, PictOpOver, destination, &grey, Int32(box.x), Int32(box.y), UInt32(box.width), UInt32(box.height))
      return
    }
    XRenderSetPictureFilter(display.raw, source.picture, image.interpolation == .none ? "nearest" : "bilinear", nil, 0)
    // The tint fills the image's alpha; otherwise the image is the source and opacity the mask.
    let paint: (source: Picture, mask: Picture) =
      if let tint = image.tint {
        (shapes.solidFill(tint.multipliedAlpha(by: image.opacity)), source.picture)
      } else {
        (source.picture, image.opacity < 1 ? alphaMask(image.opacity) : 0)
      }
    let transformed = image.tint != nil ? paint.mask : paint.source
    if let transform = image.transform {
      let whole = CGRect(x: 0, y: 0, width: source.width, height: source.height)
      let toFrame = CGAffineTransform(
        scaleX: image.frame.width / CGFloat(source.width), y: image.frame.height / CGFloat(source.height)
      ).concatenating(CGAffineTransform(translationX: image.frame.minX, y: image.frame.minY))
      let toDevice = toFrame.concatenating(transform).concatenating(CGAffineTransform(scaleX: scale, y: scale))
      let box = whole.applying(toDevice)
      let bounds = PixelRect(
        x: Int(box.minX.rounded(.down)), y: Int(box.minY.rounded(.down)),
        width: Int(box.maxX.rounded(.up) - box.minX.rounded(.down)),
        height: Int(box.maxY.rounded(.up) - box.minY.rounded(.down))
      ).intersection(visible)
      // A turned image's corners must fade into transparency, not repeat its edge pixels.
      setRepeat(RepeatNone, on: transformed)
      composite(paint, transformed: transformed, inverse: toDevice.inverted(), into: bounds, onto: destination)
      setRepeat(RepeatPad, on: transformed)
      return
    }
    for piece in NineSlice.pieces(image, pixelWidth: source.width, pixelHeight: source.height, scale: scale) {
      let target = PixelRect(
        x: Int(piece.target.minX), y: Int(piece.target.minY), width: Int(piece.target.width),
        height: Int(piece.target.height)
      ).intersection(visible)
      guard !target.isEmpty else { continue }
      // Destination pixel → source pixel, the piece's source rectangle stretched over its target.
      let toOrigin = CGAffineTransform(translationX: -piece.destination.minX, y: -piece.destination.minY)
      let stretch = CGAffineTransform(
        scaleX: piece.source.width / piece.destination.width, y: piece.source.height / piece.destination.height)
      let toSource = CGAffineTransform(translationX: piece.source.minX, y: piece.source.minY)
      let inverse = toOrigin.concatenating(stretch).concatenating(toSource)
      composite(paint, transformed: transformed, inverse: inverse, into: target, onto: destination)
    }
  }

  private func composite(
    _ paint: (source: Picture, mask: Picture), transformed: Picture, inverse: CGAffineTransform, into target: PixelRect,
    onto picture: Picture
  ) {
    guard !target.isEmpty else { return }
    func fixed(_ value: CGFloat) -> XFixed { XFixed(clamping: Int((Double(value) * 65536).rounded())) }
    var matrix = XTransform(
      matrix: (
        (fixed(inverse.a), fixed(inverse.c), fixed(inverse.tx)),
        (fixed(inverse.b), fixed(inverse.d), fixed(inverse.ty)),
        (0, 0, fixed(1))
      ))
    XRenderSetPictureTransform(display.raw, transformed, &matrix)
    let x = Int32(clamping: target.x)
    let y = Int32(clamping: target.y)
    XRenderComposite(
      display.raw, PictOpOver, paint.source, paint.mask, picture, x, y, x, y, x, y, UInt32(target.width),
      UInt32(target.height))
  }

  /// The raster's picture on the server, uploading it the first time (and after eviction).
  private func uploadedPicture(for key: ImageRasterKey) -> UploadedImage? {
    if let known = uploaded.value(for: key) { return known }
    guard display.isUsable, let decoded = ImageStore.current.raster(key), decoded.width > 0, decoded.height > 0,
      decoded.width < 32768, decoded.height < 32768
    else { return nil }
    let pixmap = XCreatePixmap(display.raw, display.root, UInt32(decoded.width), UInt32(decoded.height), 32)
    let gc = self.gc ?? XCreateGC(display.raw, pixmap, 0, nil)
    self.gc = gc
    var bytes = decoded.pixels
    bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        guard
          let image = XCreateImage(
            display.raw, display.visual, 32, ZPixmap, 0, chars.baseAddress, UInt32(decoded.width),
            UInt32(decoded.height), 32, Int32(decoded.width * 4))
        else { return }
        XPutImage(display.raw, pixmap, gc, image, 0, 0, 0, 0, UInt32(decoded.width), UInt32(decoded.height))
        // The bytes belong to Swift: detach them so destroy_image does not free them.
        image.pointee.data = nil
        _ = image.pointee.f.destroy_image(image)
      }
    }
    // Pad: a stretched edge repeats its last pixels instead of fading into transparency.
    var attributes = XRenderPictureAttributes()
    attributes.repeat = RepeatPad
    let picture = XRenderCreatePicture(display.raw, pixmap, argbFormat, UInt(CPRepeat), &attributes)
    let image = UploadedImage(pixmap: pixmap, picture: picture, width: decoded.width, height: decoded.height)
    uploads += 1
    // The server has the pixels now: the process need not keep them too.
    ImageStore.current.release(key)
    for evicted in uploaded.insert(image, for: key, cost: decoded.pixels.count) { free(evicted.value) }
    return image
  }

  private func setRepeat(_ mode: Int32, on picture: Picture) {
    var attributes = XRenderPictureAttributes()
    attributes.repeat = mode
    XRenderChangePicture(display.raw, picture, UInt(CPRepeat), &attributes)
  }

  private func free(_ image: UploadedImage) {
    guard display.isUsable else { return }
    XRenderFreePicture(display.raw, image.picture)
    XFreePixmap(display.raw, image.pixmap)
  }

  private func alphaMask(_ opacity: Double) -> Picture {
    let level = Int((min(1, max(0, opacity)) * 255).rounded())
    if let known = alphaMasks[level] { return known }
    let value = UInt16(level * 257)
    var color = XRenderColor(red: value, green: value, blue: value, alpha: value)
    let picture = XRenderCreateSolidFill(display.raw, &color)
    alphaMasks[level] = picture
    return picture
  }
}

/// A raster living on the server.
private struct UploadedImage {
  let pixmap: Pixmap
  let picture: Picture
  let width: Int
  let height: Int
}
