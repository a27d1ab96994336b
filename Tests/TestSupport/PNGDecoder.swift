import CZlib
import Foundation

/// An 8-bit RGBA picture as the tests see it: rows top to bottom, straight alpha.
public struct RGBAPixels: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// `width × height × 4` bytes: R, G, B, A.
  public let pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "pixel count does not match the size")
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}

/// A PNG decoder for the tests, written from the PNG specification and sharing no code with
/// the app's writer (its filters are undone here by their own arithmetic), so a filter bug in
/// the writer cannot cancel out when the tests read its files back. Reads 8-bit RGB and RGBA
/// without interlacing, and checks every chunk's CRC-32.
public enum PNGDecoder {
  public struct Invalid: Error, CustomStringConvertible {
    public let description: String
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads and decodes the PNG at `path`.
  public static func read(path: String) throws -> RGBAPixels {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Invalid(description: "cannot read \(path)")
    }
    return try decode([UInt8](data))
  }

  /// Decodes PNG file bytes.
  public static func decode(_ bytes: [UInt8]) throws -> RGBAPixels {
    let image = try scanlines(bytes)
    let rows = try unfilter(
      image.filtered, stride: image.width * image.channels, height: image.height, bytesPerPixel: image.channels)
    guard image.channels == 3 else { return RGBAPixels(width: image.width, height: image.height, pixels: rows) }
    var rgba = [UInt8](repeating: 255, count: image.width * image.height * 4)
    for pixel in 0..<(image.width * image.height) {
      for channel in 0..<3 { rgba[pixel * 4 + channel] = rows[pixel * 3 + channel] }
    }
    return RGBAPixels(width: image.width, height: image.height, pixels: rgba)
  }

  /// The filter type of each row, so a test can check that an image exercises every filter.
  public static func filterTypes(_ bytes: [UInt8]) throws -> [UInt8] {
    let image = try scanlines(bytes)
    let stride = image.width * image.channels + 1
    return (0..<image.height).map { image.filtered[$0 * stride] }
  }

  /// The header's size and channel count, and the inflated (still filtered) scanlines.
  static func scanlines(_ bytes: [UInt8]) throws -> (width: Int, height: Int, channels: Int, filtered: [UInt8]) {
    guard bytes.count > 8, Array(bytes.prefix(8)) == signature else {
      throw Invalid(description: "missing PNG signature")
    }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    var ended = false
    while offset + 12 <= bytes.count {
      let length = Int(bigEndian(bytes, offset))
      guard offset + 12 + length <= bytes.count else { throw Invalid(description: "truncated chunk") }
      let typed = Array(bytes[(offset + 4)..<(offset + 8 + length)])
      let type = String(decoding: typed.prefix(4), as: UTF8.self)
      guard crc32(typed) == bigEndian(bytes, offset + 8 + length) else {
        throw Invalid(description: "bad CRC in chunk \(type)")
      }
      let body = Array(typed.dropFirst(4))
      switch type {
      case "IHDR": header = body
      case "IDAT": compressed += body
      case "IEND": ended = true
      default: break
      }
      if ended { break }
      offset += 12 + length
    }
    guard ended else { throw Invalid(description: "no IEND chunk") }
    guard header.count == 13 else { throw Invalid(description: "missing IHDR") }
    let width = Int(bigEndian(header, 0))
    let height = Int(bigEndian(header, 4))
    let channels = header[9] == 6 ? 4 : header[9] == 2 ? 3 : 0
    guard header[8] == 8, channels > 0, header[10] == 0, header[11] == 0, header[12] == 0, width > 0, height > 0,
      width * height < 1 << 26
    else { throw Invalid(description: "only 8-bit RGB/RGBA non-interlaced images are supported") }
    let filtered = try inflate(compressed, expected: (width * channels + 1) * height)
    return (width, height, channels, filtered)
  }

  /// Undoes the five scanline filters (PNG specification, section 9.2). `raw` holds each
  /// row's filter type byte and then its filtered bytes.
  static func unfilter(_ raw: [UInt8], stride: Int, height: Int, bytesPerPixel bpp: Int) throws -> [UInt8] {
    var out = [UInt8](repeating: 0, count: stride * height)
    for row in 0..<height {
      let type = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      let base = row * stride
      for i in 0..<stride {
        // a: the byte one pixel to the left; b: the byte above; c: the byte above and left.
        let a = i >= bpp ? Int(out[base + i - bpp]) : 0
        let b = row > 0 ? Int(out[base - stride + i]) : 0
        let c = row > 0 && i >= bpp ? Int(out[base - stride + i - bpp]) : 0
        let x = Int(raw[source + i])
        let value: Int
        switch type {
        case 0: value = x
        case 1: value = x + a
        case 2: value = x + b
        case 3: value = x + (a + b) >> 1
        case 4: value = x + paeth(a, b, c)
        default: throw Invalid(description: "unknown filter type \(type) in row \(row)")
        }
        out[base + i] = UInt8(value & 0xFF)
      }
    }
    return out
  }

  /// The Paeth predictor: whichever of a, b, c is nearest to a + b − c, ties going a, b, c.
  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    if pa <= pb && pa <= pc { return a }
    if pb <= pc { return b }
    return c
  }

  static func inflate(_ compressed: [UInt8], expected: Int) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: expected)
    var length = uLongf(expected)
    let status = compressed.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { destination in
        uncompress(destination.baseAddress, &length, source.baseAddress, uLong(source.count))
      }
    }
    guard status == Z_OK, Int(length) == expected else {
      throw Invalid(description: "image data does not inflate to the declared size (zlib status \(status))")
    }
    return output
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress, uInt($0.count))) }
  }

  static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
  }
}
