import Foundation
import Testing

@testable import X11Host

@Suite("PNG writer (no X server)")
struct PNGTests {
  func gradient(width: Int = 37, height: Int = 23) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        pixels += [UInt8(x * 255 / width), UInt8(y * 255 / height), UInt8((x * y) & 255), UInt8(255 - x)]
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  @Test("Encoding then decoding gives back the same pixels")
  func roundTrip() throws {
    let image = gradient()
    #expect(try PNGReader.decode(PNGWriter.encode(image)) == image)
    let flat = RGBAImage(width: 64, height: 64, fill: SIMD4(10, 20, 30, 255))
    let bytes = PNGWriter.encode(flat)
    #expect(try PNGReader.decode(bytes) == flat)
    #expect(bytes.count < 300, "flat images compress")
  }

  @Test("Every chunk carries a correct CRC-32 (checked against a table-driven CRC)")
  func crcs() {
    let bytes = PNGWriter.encode(gradient())
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var offset = 8
    var types: [String] = []
    while offset < bytes.count {
      let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
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
    #expect(throws: HostError.self) { try PNGReader.decode(bytes) }
  }

  @Test("writePNG writes a file that decodes back to the same image")
  func writeFile() throws {
    let path = NSTemporaryDirectory() + "x11host-png-test-\(getpid()).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try writePNG(gradient(), to: path)
    #expect(try PNGReader.read(path: path) == gradient())
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
