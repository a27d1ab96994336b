import X11Host

/// Which pixels of two snapshots differ: compared exactly, channel by channel (`qa` compares
/// exactly unless a threshold tolerates a fraction of differing pixels). Snapshots of different
/// sizes differ in every pixel of the larger extent.
package struct PixelDifference: Sendable, Equatable {
  /// The compared extent in pixels: the larger width and height of the two.
  package let width: Int
  package let height: Int
  /// `width × height` flags, rows top to bottom: true where the pixels differ.
  package let changed: [Bool]
  /// How many flags are true.
  package let count: Int

  package init(baseline: RGBAImage, actual: RGBAImage) {
    let width = max(baseline.width, actual.width)
    let height = max(baseline.height, actual.height)
    var changed = [Bool](repeating: true, count: width * height)
    var count = width * height
    if baseline.width == actual.width && baseline.height == actual.height {
      count = 0
      baseline.pixels.withUnsafeBufferPointer { old in
        actual.pixels.withUnsafeBufferPointer { new in
          for index in 0..<(width * height) {
            let byte = index * 4
            let same =
              old[byte] == new[byte] && old[byte + 1] == new[byte + 1] && old[byte + 2] == new[byte + 2]
              && old[byte + 3] == new[byte + 3]
            changed[index] = !same
            if !same { count += 1 }
          }
        }
      }
    }
    self.width = width
    self.height = height
    self.changed = changed
    self.count = count
  }

  /// The share of differing pixels, 0…1.
  package var fraction: Double { width * height == 0 ? 0 : Double(count) / Double(width * height) }
}
