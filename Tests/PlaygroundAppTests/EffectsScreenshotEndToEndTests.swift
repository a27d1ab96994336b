import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open` of a real-looking "now playing" card, in light and dark: artwork with
/// bold stripes under an `.ultraThinMaterial` panel, a `grayscale` thumbnail, the card clipped
/// and shadowed. The stripes that are sharp beside the panel are smoothed under it (the panel
/// blurs what is behind it), the panel is lighter in light than in dark (its tint follows the
/// scheme), and the thumbnail has lost most of its colour.
@MainActor
@Suite("effects screenshots under Xvfb", .serialized, .exclusiveX)
struct EffectsScreenshotEndToEndTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("effects-\(UUID().uuidString)")

  static let card = """
    import SwiftUI

    struct NowPlayingCard: View {
        var body: some View {
            ZStack(alignment: .bottom) {
                ZStack {
                    LinearGradient(colors: [.indigo, .pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                    HStack(spacing: 14) {
                        ForEach(0..<12) { _ in Rectangle().fill(.white).frame(width: 10) }
                    }
                    .rotationEffect(.degrees(20))
                }
                .frame(height: 320)
                .clipped()

                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 48, height: 48).grayscale(0.6)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Midnight City").font(.headline)
                        Text("M83").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                }
                .padding(14)
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
                .padding(12)
            }
            .clipShape(RoundedRectangle(cornerRadius: 24))
            .shadow(radius: 10)
            .padding()
        }
    }

    #Preview { NowPlayingCard() }
    """

  private func shot(_ server: XvfbServer, scheme: String) throws -> RGBAImage {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("Card.swift")
    try Data(Self.card.utf8).write(to: file)
    let output = directory.appendingPathComponent("card-\(scheme).png").path
    let run = try runProcess(
      try App.requireBinary(),
      ["screenshot", "--open", file.path, "--size", "400x400", "--color-scheme", scheme, "--output", output],
      environment: environment(["DISPLAY": server.display]), timeout: 180)
    try #require(run.status == 0, "screenshot: \(run.summary)")
    return try readPNG(path: output)
  }

  private func luma(_ image: RGBAImage, _ x: Int, _ y: Int) -> Double {
    let p = image[x, y]
    return 0.3 * Double(p.x) + 0.59 * Double(p.y) + 0.11 * Double(p.z)
  }

  /// Brightest minus darkest along row `y` from x 250 to 365 (right of the text).
  private func spread(_ image: RGBAImage, row y: Int) -> Double {
    let values = (250..<365).map { luma(image, $0, y) }
    return (values.max() ?? 0) - (values.min() ?? 0)
  }

  @Test("a material card: stripes blurred under the panel, tinted by the scheme; a greyed thumbnail")
  func materialCard() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    let light = try shot(server, scheme: "light")
    let dark = try shot(server, scheme: "dark")
    for image in [light, dark] {
      // The card spans y 16…384; its panel y ≈ 238…348. Above the panel the stripes alternate
      // white and colour; under it they are smoothed to a gentle ripple.
      #expect(spread(image, row: 150) > 100, "stripes above the panel: \(spread(image, row: 150))")
      #expect(spread(image, row: 335) < 50, "stripes under the panel: \(spread(image, row: 335))")
      // The thumbnail (x 40…88, y 269…317) is orange 60 % greyed: little colour left.
      let thumb = image[65, 293]
      let chroma = Int(max(thumb.x, thumb.y, thumb.z)) - Int(min(thumb.x, thumb.y, thumb.z))
      #expect(chroma < 140, "thumbnail \(thumb)")
    }
    let lightPanel = (250..<365).map { luma(light, $0, 335) }.reduce(0, +) / 115
    let darkPanel = (250..<365).map { luma(dark, $0, 335) }.reduce(0, +) / 115
    #expect(lightPanel > darkPanel + 40, "light panel \(lightPanel), dark panel \(darkPanel)")
  }
}
