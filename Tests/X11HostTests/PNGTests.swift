import Foundation
import Testing

@testable import TestSupport
@testable import X11Host

/// The writer's files are read back by decoders that share nothing with it: the tests' own
/// (TestSupport's `PNGDecoder`, which undoes the filters by its own arithmetic) and ImageMagick
/// (libpng). A filter bug in the writer would cancel out if its own predictor decoded it.
@Suite("PNG writer (no X server)")
struct PNGTests {
  func gradient(width: Int = 37, height: Int = 23) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        pixels += [
          UInt8(x * 255 / width), UInt8(y * 255 / height), UInt8((x * y) & 255), UInt8(truncatingIfNeeded: 255 - x),
        ]
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// Rows built so that each of the five filters is the writer's best choice for some row
  /// (its residuals are all zero there and no other filter's are): none after a blank row, Sub
  /// on a flat row, Up on a repeated row, Average and Paeth on rows computed by their
  /// predictors from noise above them.
  func everyFilter(width: Int = 16) -> RGBAImage {
    var random = SeededRandom(seed: 0x9A7E)
    let stride = width * 4
    func noise() -> [UInt8] { (0..<stride).map { _ in UInt8(random.int(0...255)) } }
    func predicted(above: [UInt8], _ predictor: (Int, Int, Int) -> Int) -> [UInt8] {
      var row = [UInt8](repeating: 0, count: stride)
      for i in 0..<stride {
        let a = i >= 4 ? Int(row[i - 4]) : 0
        let c = i >= 4 ? Int(above[i - 4]) : 0
        row[i] = UInt8(predictor(a, Int(above[i]), c) & 0xFF)
      }
      return row
    }
    var rows: [[UInt8]] = [[UInt8](repeating: 0, count: stride)]  // None
    rows.append(noise())
    rows.append(predicted(above: rows[rows.count - 1]) { a, b, _ in (a + b) >> 1 })  // Average
    rows.append(noise())
    rows.append(predicted(above: rows[rows.count - 1]) { PNGDecoder.paeth($0, $1, $2) })  // Paeth
    rows.append(rows[rows.count - 1])  // Up
    rows.append([UInt8](repeating: 200, count: stride))  // Sub
    rows.append(noise())
    return RGBAImage(width: width, height: rows.count, pixels: rows.flatMap { $0 })
  }

  /// Every image the round trips check.
  var samples: [(String, RGBAImage)] {
    [
      ("every-filter", everyFilter()), ("gradient", gradient()), ("wide", gradient(width: 301, height: 7)),
      ("tall", gradient(width: 3, height: 90)),
    ]
  }

  @Test("Independent decoders read back the same pixels, through every one of the five filters")
  func roundTrip() throws {
    let image = everyFilter()
    let bytes = PNGWriter.encode(image)
    // The writer chose each filter for some row, so each one's encoding is checked.
    let filters = try PNGDecoder.filterTypes(bytes)
    #expect(Set(filters) == [0, 1, 2, 3, 4], "filters used: \(filters)")
    for (name, sample) in samples {
      #expect(try PNGDecoder.decode(PNGWriter.encode(sample)) == sample.testPixels, "\(name)")
    }
    let flat = RGBAImage(width: 64, height: 64, fill: SIMD4(10, 20, 30, 255))
    let flatBytes = PNGWriter.encode(flat)
    #expect(try PNGDecoder.decode(flatBytes) == flat.testPixels)
    #expect(flatBytes.count < 300, "flat images compress")
  }

  @Test("ImageMagick (libpng) reads the written file as the same pixels")
  func imageMagickReadsTheFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("x11host-png-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, image) in samples {
      let path = directory.appendingPathComponent("\(name).png").path
      try PNGWriter.write(image, to: path)
      let read = try ImageMagick.rgba(path: path, width: image.width, height: image.height)
      let wrong = (0..<(image.width * image.height)).first {
        read.pixels[($0 * 4)..<($0 * 4 + 4)] != image.pixels[($0 * 4)..<($0 * 4 + 4)]
      }
      #expect(wrong == nil, "\(name): ImageMagick reads pixel \(wrong ?? 0) differently")
    }
  }

  @Test("The tests' decoder undoes each filter as the PNG specification computes it")
  func decoderFilters() throws {
    // Two rows of two RGB-less 4-byte pixels, hand-filtered: row 0 Sub, row 1 Paeth.
    // Row 0 raw bytes: 10 20 30 40 | 15 25 35 45 → Sub residuals 10 20 30 40 | 5 5 5 5.
    // Row 1 raw bytes: 12 22 32 42 | 16 26 36 46 → Paeth predicts the byte above for the first
    // pixel (a = c = 0), then a + b − c is nearest b (above) for the second: residuals
    // 2 2 2 2 | 1 1 1 1.
    let filtered: [UInt8] = [1, 10, 20, 30, 40, 5, 5, 5, 5, 4, 2, 2, 2, 2, 1, 1, 1, 1]
    let rows = try PNGDecoder.unfilter(filtered, stride: 8, height: 2, bytesPerPixel: 4)
    #expect(rows == [10, 20, 30, 40, 15, 25, 35, 45, 12, 22, 32, 42, 16, 26, 36, 46])
    #expect(PNGDecoder.paeth(10, 20, 15) == 15, "p = 15 is nearest c")
    #expect(PNGDecoder.paeth(10, 20, 12) == 20, "p = 18 is nearest b")
  }

  @Test("Every chunk carries a correct CRC-32 (checked against a table-driven CRC)")
  func crcs() {
    let bytes = PNGWriter.encode(gradient())
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var offset = 8
    var types: [String] = []
    while offset < bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      let typed = Array(bytes[(offset + 4)..<(offset + 8 + length)])
      let stored = bytes[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      #expect(stored == referenceCRC(typed))
      types.append(String(decoding: typed.prefix(4), as: UTF8.self))
      offset += 12 + length
    }
    #expect(types == ["IHDR", "IDAT", "IEND"])
    #expect(referenceCRC(Array("IEND".utf8)) == 0xAE42_6082)
  }

  @Test("A corrupted byte is reported as a bad CRC")
  func corruption() {
    var bytes = PNGWriter.encode(gradient())
    bytes[40] ^= 0xFF
    #expect(throws: PNGDecoder.Invalid.self) { try PNGDecoder.decode(bytes) }
  }

  @Test("writePNG writes a file that decodes back to the same image")
  func writeFile() throws {
    let path = NSTemporaryDirectory() + "x11host-png-test-\(getpid()).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try writePNG(gradient(), to: path)
    #expect(try PNGDecoder.read(path: path) == gradient().testPixels)
    #expect(throws: HostError.self) { try PNGWriter.write(gradient(), to: "/nonexistent-dir/x.png") }
  }

  /// The bitwise CRC-32 from the PNG specification's sample code.
  func referenceCRC(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
