import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open` of a card that expands through `matchedGeometryEffect`, as iOS code
/// writes it: a tap inside `withAnimation(.spring(response: 0.5, dampingFraction: 0.8))` swaps
/// a small row for a large card whose artwork and title share ids with the row's. Mid-way
/// (`--at 0.12`) the artwork is drawn between the small and the large frame, where the spring's
/// closed form puts it; settled, it is the large card's.
@MainActor
@Suite("matched geometry screenshots under Xvfb", .serialized, .exclusiveX)
struct MatchedGeometryScreenshotEndToEndTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("matched-\(UUID().uuidString)")

  static let cards = """
    import SwiftUI

    struct HeroCards: View {
        @Namespace private var ns
        @State private var expanded = false

        var body: some View {
            ZStack {
                if expanded {
                    VStack(alignment: .leading, spacing: 12) {
                        RoundedRectangle(cornerRadius: 24)
                            .fill(.orange)
                            .matchedGeometryEffect(id: "art", in: ns)
                            .frame(height: 300)
                        Text("Midnight City")
                            .font(.title.bold())
                            .matchedGeometryEffect(id: "title", in: ns)
                        Text("M83 · Hurry Up, We're Dreaming")
                            .foregroundStyle(.secondary)
                        Spacer()
                    }
                    .padding()
                    .onTapGesture {
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { expanded = false }
                    }
                } else {
                    VStack {
                        HStack(spacing: 12) {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(.orange)
                                .matchedGeometryEffect(id: "art", in: ns)
                                .frame(width: 64, height: 64)
                            Text("Midnight City")
                                .font(.headline)
                                .matchedGeometryEffect(id: "title", in: ns)
                            Spacer()
                        }
                        .padding()
                        Spacer()
                    }
                    .onTapGesture {
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { expanded = true }
                    }
                }
            }
        }
    }

    #Preview { HeroCards() }
    """

  private func shot(_ server: XvfbServer, _ arguments: [String], name: String) throws -> RGBAImage {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("HeroCards.swift")
    try Data(Self.cards.utf8).write(to: file)
    let output = directory.appendingPathComponent(name).path
    let run = try runProcess(
      try App.requireBinary(),
      ["screenshot", "--open", file.path, "--size", "400x700", "--output", output] + arguments,
      environment: environment(["DISPLAY": server.display]), timeout: 180)
    try #require(run.status == 0, "screenshot: \(run.summary)")
    return try readPNG(path: output)
  }

  /// Whether a pixel is the orange artwork (alone or cross-fading with itself over the light
  /// background), not the background, grey text or black text.
  private func isOrange(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
    let p = image[x, y]
    return Int(p.x) - Int(p.z) > 80
  }

  private func rightEdge(_ image: RGBAImage, row y: Int) -> Int? {
    (0..<image.width).last { isOrange(image, $0, y) }
  }

  private func bottomEdge(_ image: RGBAImage, column x: Int) -> Int? {
    (0..<image.height).last { isOrange(image, x, $0) }
  }

  /// The fraction of the way a spring of SwiftUI's definition (mass 1, stiffness (2π/response)²,
  /// damping 2·√stiffness·dampingFraction) has come from rest at `t`: 1 − x(t)/x0, under-damped.
  private func springProgress(response: Double, dampingFraction zeta: Double, at t: Double) -> Double {
    let omega = 2 * Double.pi / response
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let x = exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    return 1 - x
  }

  @Test("a matched-geometry card expanding: mid-way between the row's and the card's frames, then the card's")
  func expandingCard() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    let before = try shot(server, [], name: "before.png")
    let mid = try shot(server, ["--after", "click:Midnight City", "--at", "0.12"], name: "mid.png")
    let settled = try shot(server, ["--after", "click:Midnight City", "--at", "2"], name: "settled.png")
    // The row's artwork: 64 pt at (16, 16), so right edge 80; the card's: 16…384 wide, 16…316 tall.
    #expect(rightEdge(before, row: 40) == 79)
    #expect(bottomEdge(before, column: 100) == nil)
    #expect(rightEdge(settled, row: 100) == 383)
    #expect(bottomEdge(settled, column: 100) == 315)
    let progress = springProgress(response: 0.5, dampingFraction: 0.8, at: 0.12)
    let right = Double(try #require(rightEdge(mid, row: 100), "the artwork reaches row 100 mid-way"))
    let bottom = Double(try #require(bottomEdge(mid, column: 100)))
    #expect(abs(right - (80 + (384 - 80) * progress)) < 3, "right edge \(right), progress \(progress)")
    #expect(abs(bottom - (80 + (316 - 80) * progress)) < 3, "bottom edge \(bottom), progress \(progress)")
  }
}
