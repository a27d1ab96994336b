import PlaygroundUI

/// A window size on the command line: `WIDTHxHEIGHT` in points, each 1…16000.
package struct WindowSize: Equatable, Sendable, CustomStringConvertible {
  package let width: Int
  package let height: Int

  /// The largest side a window may have, in points (the host's pixel limit is 16384).
  package static let sides = 1...16000

  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Parses `WxH` (`x` or `X`), or says what is wrong with it.
  package init(parsing text: String) throws(CommandLineError) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw CommandLineError("size \"\(text)\" is not WIDTHxHEIGHT (for example 960x640)")
    }
    func side(_ part: Substring, _ name: String) throws(CommandLineError) -> Int {
      guard let value = Int(part) else {
        throw CommandLineError("size \"\(text)\": the \(name) \"\(part)\" is not a whole number")
      }
      guard Self.sides.contains(value) else {
        throw CommandLineError(
          "size \"\(text)\": the \(name) \(value) is outside \(Self.sides.lowerBound)…\(Self.sides.upperBound)")
      }
      return value
    }
    width = try side(parts[0], "width")
    height = try side(parts[1], "height")
  }

  package var size: CGSize { CGSize(width: width, height: height) }
  package var description: String { "\(width)x\(height)" }
}

extension WindowSize {
  /// A window with room for `device`'s screen and the window's own strip above it (demo tabs,
  /// the preview picker).
  package static func room(for device: Device) -> WindowSize {
    WindowSize(width: Int(device.size.width.rounded(.up)), height: Int(device.size.height.rounded(.up)) + 48)
  }
}
