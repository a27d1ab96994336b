/// How an image differs from its baseline, pixel by pixel.
///
/// A pixel differs when any channel moves by more than `threshold` (antialiasing and glyph
/// rasterisation wobble by a few levels across pixman and FreeType versions). The verdict then
/// bounds how many pixels may differ in all: few enough that a small mark that vanished (a
/// checkmark, one glyph) cannot hide in the allowance.
public struct ImageDifference: Sendable {
  /// Pixels whose largest channel difference exceeds the threshold.
  public let differing: Int
  /// The largest channel difference seen anywhere.
  public let maxDelta: Int
  /// The bounding box of the differing pixels (x, y, width, height), if any.
  public let region: (x: Int, y: Int, width: Int, height: Int)?

  /// Compares two images of the same size; nil when the sizes differ.
  public init?(_ image: RGBAPixels, baseline: RGBAPixels, threshold: UInt8) {
    guard image.width == baseline.width, image.height == baseline.height else { return nil }
    var differing = 0
    var maxDelta = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in 0..<image.height {
      for x in 0..<image.width {
        let i = (y * image.width + x) * 4
        var delta = 0
        for channel in 0..<4 {
          delta = max(delta, abs(Int(image.pixels[i + channel]) - Int(baseline.pixels[i + channel])))
        }
        maxDelta = max(maxDelta, delta)
        guard delta > Int(threshold) else { continue }
        differing += 1
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
      }
    }
    self.differing = differing
    self.maxDelta = maxDelta
    region = differing == 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }
}
