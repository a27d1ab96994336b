import CImageDecoding
import PlaygroundUI

/// Decodes image files with Debian's libraries through CImageDecoding: gdk-pixbuf for bitmaps
/// (PNG, JPEG, GIF, WebP, HEIC, … as its installed loaders allow), librsvg for SVG and
/// poppler-glib for PDF (the first page).
package struct LibraryImageDecoder: ImageDecoding {
  package init() {}

  /// Makes this decoder the one images are read with, for a window `scale` device pixels per
  /// point (the asset variants picked, the vectors' raster sizes).
  package static func install(scale: Double) {
    if ImageStore.shared.decoder == nil { ImageStore.shared.decoder = LibraryImageDecoder() }
    ImageStore.shared.hostScale = CGFloat(scale)
  }

  package func info(ofFile path: String) throws(ImageDecodingError) -> ImageFileInfo {
    var info = lid_info()
    var message = [CChar](repeating: 0, count: 512)
    guard lid_read_info(path, &info, &message, message.count) != 0 else { throw Self.error(message) }
    return ImageFileInfo(size: CGSize(width: info.width, height: info.height), isVector: info.is_vector != 0)
  }

  package func decode(file path: String, pixelWidth: Int, pixelHeight: Int) throws(ImageDecodingError)
    -> DecodedImage
  {
    var message = [CChar](repeating: 0, count: 512)
    var width: Int32 = 0
    var height: Int32 = 0
    guard
      let pixels = lid_decode(
        path, Int32(clamping: pixelWidth), Int32(clamping: pixelHeight), &width, &height, &message, message.count)
    else { throw Self.error(message) }
    defer { lid_free(pixels) }
    let count = Int(width) * Int(height) * 4
    return DecodedImage(
      width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
  }

  private static func error(_ message: [CChar]) -> ImageDecodingError {
    ImageDecodingError(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
  }
}
