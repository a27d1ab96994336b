/// The seam between images and the libraries that decode them, as `TextMeasuring` is for text:
/// layout asks only a file's natural size, drawing asks for its pixels. The app injects the
/// host's decoder (gdk-pixbuf, librsvg, poppler-glib) into `ImageStore`; tests inject a fake, so
/// layout works without decoding and without an X server.
package protocol ImageDecoding: Sendable {
  /// The size of the image in `path` without decoding its pixels where the format allows.
  func info(ofFile path: String) throws(ImageDecodingError) -> ImageFileInfo
  /// The image in `path` decoded at `pixelWidth` × `pixelHeight`: a vector rasterised at that
  /// size, a bitmap scaled down to it when smaller than its own (never up).
  func decode(file path: String, pixelWidth: Int, pixelHeight: Int) throws(ImageDecodingError) -> DecodedImage
}

/// What a file holds before decoding.
package struct ImageFileInfo: Sendable, Equatable {
  /// Pixels for a bitmap; points for a vector (SVG, PDF), its natural size.
  package var size: CGSize
  package var isVector: Bool

  package init(size: CGSize, isVector: Bool) {
    self.size = size
    self.isVector = isVector
  }
}

/// Decoded pixels: premultiplied, 4 bytes each in B, G, R, A order (XRender's a8r8g8b8 on a
/// little-endian machine), rows `width × 4` bytes apart.
package struct DecodedImage: Sendable, Equatable {
  package var width: Int
  package var height: Int
  package var pixels: [UInt8]

  package init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The premultiplied (red, green, blue, alpha) of the pixel at (`x`, `y`).
  package func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let at = (y * width + x) * 4
    return (pixels[at + 2], pixels[at + 1], pixels[at], pixels[at + 3])
  }
}

/// Why a file could not be read or decoded, in the library's words.
package struct ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  package var message: String

  package init(_ message: String) { self.message = message }

  package var description: String { message }
}
