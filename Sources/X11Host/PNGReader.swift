import CX11
import Foundation

/// Decodes the PNGs this project writes (8-bit RGB or RGBA, no interlace), verifying every CRC.
///
/// Enough to load golden images in tests; not a general PNG decoder.
package enum PNGReader {
  /// Reads and decodes the PNG at `path`.
  package static func read(path: String) throws -> RGBAImage {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw HostError.invalidPNG("cannot read \(path)")
    }
    return try decode([UInt8](data))
  }

  /// Decodes PNG file bytes, throwing `HostError.invalidPNG` on anything malformed.
  package static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
    guard bytes.count > 8, Array(bytes.prefix(8)) == PNGWriter.signature else {
      throw HostError.invalidPNG("missing PNG signature")
    }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    while offset + 12 <= bytes.count {
      let length = Int(bigEndian(bytes, offset))
      guard length >= 0, offset + 12 + length <= bytes.count else {
        throw HostError.invalidPNG("truncated chunk")
      }
      let typed = Array(bytes[(offset + 4)..<(offset + 8 + length)])
      guard PNGWriter.crc(typed) == bigEndian(bytes, offset + 8 + length) else {
        throw HostError.invalidPNG("bad CRC in chunk \(String(decoding: typed.prefix(4), as: UTF8.self))")
      }
      let type = String(decoding: typed.prefix(4), as: UTF8.self)
      let body = Array(typed.dropFirst(4))
      if type == "IHDR" { header = body }
      if type == "IDAT" { compressed += body }
      if type == "IEND" { break }
      offset += 12 + length
    }
    guard header.count == 13 else { throw HostError.invalidPNG("missing IHDR") }
    let width = Int(bigEndian(header, 0))
    let height = Int(bigEndian(header, 4))
    let channels = header[9] == 6 ? 4 : header[9] == 2 ? 3 : 0
    guard header[8] == 8, channels > 0, header[12] == 0, width > 0, height > 0,
      width * height < 1 << 26
    else { throw HostError.invalidPNG("only 8-bit RGB/RGBA non-interlaced images are supported") }
    let rowBytes = width * channels
    let raw = try inflate(compressed, expected: (rowBytes + 1) * height)
    return try unfilter(raw, width: width, height: height, channels: channels)
  }

  private static func inflate(_ compressed: [UInt8], expected: Int) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: expected)
    var length = UInt(expected)
    let status = compressed.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { destination in
        uncompress(destination.baseAddress, &length, source.baseAddress, UInt(source.count))
      }
    }
    guard status == Z_OK, Int(length) == expected else {
      throw HostError.invalidPNG("image data does not inflate to the declared size (zlib \(status))")
    }
    return output
  }

  private static func unfilter(_ raw: [UInt8], width: Int, height: Int, channels: Int) throws -> RGBAImage {
    let rowBytes = width * channels
    var rows = [UInt8](repeating: 0, count: rowBytes * height)
    for row in 0..<height {
      let type = raw[row * (rowBytes + 1)]
      guard type <= 4 else { throw HostError.invalidPNG("unknown filter type \(type)") }
      for i in 0..<rowBytes {
        let left = i >= channels ? rows[row * rowBytes + i - channels] : 0
        let up = row > 0 ? rows[(row - 1) * rowBytes + i] : 0
        let upLeft = row > 0 && i >= channels ? rows[(row - 1) * rowBytes + i - channels] : 0
        rows[row * rowBytes + i] =
          raw[row * (rowBytes + 1) + 1 + i] &+ PNGFilter.predict(type, left, up, upLeft)
      }
    }
    guard channels == 3 else { return RGBAImage(width: width, height: height, pixels: rows) }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for pixel in 0..<(width * height) {
      rgba[pixel * 4] = rows[pixel * 3]
      rgba[pixel * 4 + 1] = rows[pixel * 3 + 1]
      rgba[pixel * 4 + 2] = rows[pixel * 3 + 2]
    }
    return RGBAImage(width: width, height: height, pixels: rgba)
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
  }
}
