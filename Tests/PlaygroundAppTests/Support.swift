import Demos
import PlaygroundApp
import PlaygroundUI
import TestSupport
import X11Host

/// A playground session over the fake text measurer (every character 0.6 em wide), as the
/// commands build one, without an X server.
@MainActor
func fakeSession(_ demo: DemoID, slowAnimations: Bool = false) -> PlaygroundSession {
  PlaygroundSession(measurer: FakeTextMeasurer(), demo: demo, slowAnimations: slowAnimations)
}

/// The window size the session tests use.
let window = CGSize(width: 960, height: 640)

extension PlaygroundSession {
  /// Renders one frame at `time` and returns what was drawn, leaf by leaf.
  @discardableResult
  func frame(at time: Double, size: CGSize = window) -> [TracedView] {
    _ = graph.render(size: size, time: time)
    return graph.tracedViews
  }

  /// The first drawn text equal to `text` in the last frame.
  func text(_ text: String) -> TracedView? {
    graph.tracedViews.first { $0.kind == "text" && $0.detail == text }
  }

  /// Whether the last frame drew a checkmark symbol (a selected chip).
  var drawsCheckmark: Bool {
    graph.tracedViews.contains { $0.kind == "symbol" && $0.detail == "checkmark" && $0.opacity > 0.99 }
  }
}

/// A PNG the app wrote, read by the tests' own decoder (never the app's code).
func readPNG(path: String) throws -> RGBAImage {
  let decoded = try PNGDecoder.read(path: path)
  return RGBAImage(width: decoded.width, height: decoded.height, pixels: decoded.pixels)
}

extension RGBAImage {
  /// The share of pixels whose largest channel difference exceeds `threshold`; nil for images
  /// of different sizes.
  func difference(from other: RGBAImage, threshold: UInt8) -> (fraction: Double, maxDelta: Int)? {
    let mine = RGBAPixels(width: width, height: height, pixels: pixels)
    let theirs = RGBAPixels(width: other.width, height: other.height, pixels: other.pixels)
    guard let difference = ImageDifference(mine, baseline: theirs, threshold: threshold) else { return nil }
    return (Double(difference.differing) / Double(max(1, width * height)), difference.maxDelta)
  }
}
