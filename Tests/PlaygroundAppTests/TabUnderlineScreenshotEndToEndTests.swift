import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open` of a tab bar whose underline is drawn from an anchor preference in an
/// `overlayPreferenceValue` with a `GeometryReader` (the classic pattern): the underline is under
/// the first tab, under the third after a click on it, and on its way between them mid-animation.
@MainActor
@Suite("tab underline screenshots under Xvfb", .serialized, .exclusiveX)
struct TabUnderlineScreenshotEndToEndTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-\(UUID().uuidString)")

  static let tabs = """
    import SwiftUI

    struct SelectedTabKey: PreferenceKey {
        static var defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    struct Tabs: View {
        @State private var selected = 0
        let titles = ["One", "Two", "Three"]

        var body: some View {
            VStack {
                HStack(spacing: 0) {
                    ForEach(titles.indices, id: \\.self) { index in
                        Text(titles[index])
                            .padding(.vertical, 10)
                            .frame(maxWidth: .infinity)
                            .contentShape(Rectangle())
                            .anchorPreference(key: SelectedTabKey.self, value: .bounds) { selected == index ? $0 : nil }
                            .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
                    }
                }
                .overlayPreferenceValue(SelectedTabKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            Rectangle()
                                .fill(Color.blue)
                                .frame(width: proxy[anchor].width, height: 4)
                                .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY - 4)
                        }
                    }
                }
                Spacer()
            }
        }
    }

    #Preview { Tabs() }
    """

  private func shot(_ server: XvfbServer, _ arguments: [String], name: String) throws -> RGBAImage {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("Tabs.swift")
    try Data(Self.tabs.utf8).write(to: file)
    let output = directory.appendingPathComponent(name).path
    let run = try runProcess(
      try App.requireBinary(),
      ["screenshot", "--open", file.path, "--size", "300x120", "--output", output] + arguments,
      environment: environment(["DISPLAY": server.display]), timeout: 180)
    try #require(run.status == 0, "screenshot: \(run.summary)")
    return try readPNG(path: output)
  }

  /// The columns holding the underline's blue (iOS's systemBlue, 0 122 255).
  private func blueColumns(_ image: RGBAImage) -> ClosedRange<Int>? {
    let columns = (0..<image.width).filter { x in
      (0..<image.height).contains { y in
        let p = image[x, y]
        return p.x < 60 && p.y > 90 && p.y < 160 && p.z > 200
      }
    }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
  }

  @Test("the underline sits under the selected tab and moves under the clicked one")
  func underlineFollowsSelection() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    // Three tabs of maxWidth .infinity share the 300 pt row: 100 pt each.
    let first = try #require(blueColumns(try shot(server, [], name: "first.png")))
    #expect(first.lowerBound <= 1 && (98...100).contains(first.upperBound), "\(first)")
    let mid = try #require(
      blueColumns(try shot(server, ["--after", "click:Three", "--at", "0.5"], name: "mid.png")))
    // Halfway through the linear second: from 0…100 towards 200…300.
    #expect((95...105).contains(mid.lowerBound) && (195...200).contains(mid.upperBound), "\(mid)")
    let last = try #require(blueColumns(try shot(server, ["--after", "click:Three", "--at", "2"], name: "last.png")))
    #expect((199...201).contains(last.lowerBound) && last.upperBound >= 298, "\(last)")
  }
}
