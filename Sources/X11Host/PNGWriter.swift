import CX11
import Foundation

/// Writes `image` to `path` as a PNG (same as `PNGWriter.write(_:to:)`).
package func writePNG(_ image: RGBAImage, to path: String) throws {
  try PNGWriter.write(image, to: path)
}

/// Encodes an `RGBAImage` as a PNG (8-bit RGBA, no interlace) with zlib's deflate and CRC-32.
package enum PNGWriter {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The PNG file bytes for `image`.
  package static func encode(_ image: RGBAImage) -> [UInt8] {
    var header: [UInt8] = []
    appendBigEndian(UInt32(image.width), to: &header)
    appendBigEndian(UInt32(image.height), to: &header)
    header += [8, 6, 0, 0, 0]  // bit depth 8, colour type RGBA, deflate, adaptive filters, no interlace
    var file = signature
    appendChunk("IHDR", header, to: &file)
    appendChunk("IDAT", deflate(PNGFilter.filterRows(image)), to: &file)
    appendChunk("IEND", [], to: &file)
    return file
  }

  /// Writes `image` to `path` as a PNG.
  package static func write(_ image: RGBAImage, to path: String) throws {
    let bytes = encode(image)
    let url = URL(fileURLWithPath: path)
    do {
      try Data(bytes).write(to: url, options: .atomic)
    } catch {
      throw HostError.cannotWrite(path: path, reason: error.localizedDescription)
    }
  }

  /// zlib's CRC-32 of `bytes` (PNG chunks cover type and data).
  static func crc(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(crc32(0, buffer.baseAddress, UInt32(buffer.count)))
    }
  }

  private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
    appendBigEndian(UInt32(data.count), to: &file)
    let typed = Array(type.utf8) + data
    file += typed
    appendBigEndian(crc(typed), to: &file)
  }

  static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static func deflate(_ raw: [UInt8]) -> [UInt8] {
    var length = compressBound(UInt(raw.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = raw.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { destination in
        compress2(destination.baseAddress, &length, source.baseAddress, UInt(source.count), 6)
      }
    }
    precondition(status == Z_OK, "compress2 failed with \(status) on a buffer sized by compressBound")
    return Array(output.prefix(Int(length)))
  }
}

/// PNG scanline filters: the writer picks one of the five per row.
enum PNGFilter {
  /// Rows prefixed by their filter type, choosing per row the filter with the smallest sum of
  /// absolute residuals (the heuristic libpng recommends).
  static func filterRows(_ image: RGBAImage) -> [UInt8] {
    let rowBytes = image.width * 4
    var out = [UInt8](repeating: 0, count: (rowBytes + 1) * image.height)
    var candidate = [UInt8](repeating: 0, count: rowBytes)
    let zero = [UInt8](repeating: 0, count: rowBytes)
    image.pixels.withUnsafeBufferPointer { pixels in
      for row in 0..<image.height {
        let current = UnsafeBufferPointer(rebasing: pixels[(row * rowBytes)..<((row + 1) * rowBytes)])
        var best = (type: UInt8(0), score: Int.max)
        zero.withUnsafeBufferPointer { zeroRow in
          let previous =
            row == 0 ? zeroRow : UnsafeBufferPointer(rebasing: pixels[((row - 1) * rowBytes)..<(row * rowBytes)])
          for type in UInt8(0)...4 {
            let score = apply(type, current, previous, into: &candidate)
            if score < best.score { best = (type, score) }
          }
          _ = apply(best.type, current, previous, into: &candidate)
        }
        let start = row * (rowBytes + 1)
        out[start] = best.type
        out.replaceSubrange((start + 1)..<(start + 1 + rowBytes), with: candidate)
      }
    }
    return out
  }

  /// Filters one row with `type`; returns the sum of absolute residuals.
  private static func apply(
    _ type: UInt8, _ row: UnsafeBufferPointer<UInt8>, _ previous: UnsafeBufferPointer<UInt8>,
    into out: inout [UInt8]
  ) -> Int {
    var score = 0
    for i in 0..<row.count {
      let left = i >= 4 ? row[i - 4] : 0
      let up = previous[i]
      let upLeft = i >= 4 ? previous[i - 4] : 0
      let predictor = predict(type, left, up, upLeft)
      let value = row[i] &- predictor
      out[i] = value
      score += abs(Int(Int8(bitPattern: value)))
    }
    return score
  }

  /// The predictor for a filter type from the left, up and up-left bytes.
  @inline(__always)
  static func predict(_ type: UInt8, _ left: UInt8, _ up: UInt8, _ upLeft: UInt8) -> UInt8 {
    switch type {
    case 1: return left
    case 2: return up
    case 3: return UInt8((Int(left) + Int(up)) / 2)
    case 4:
      let p = Int(left) + Int(up) - Int(upLeft)
      let pa = abs(p - Int(left))
      let pb = abs(p - Int(up))
      let pc = abs(p - Int(upLeft))
      if pa <= pb && pa <= pc { return left }
      return pb <= pc ? up : upLeft
    default: return 0
    }
  }
}
