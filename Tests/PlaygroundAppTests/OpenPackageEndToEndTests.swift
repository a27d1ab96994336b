import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open DIR` where DIR is a Swift package with two library targets, one importing
/// the other: the manifest is read, each target builds as its own module, and the previews of
/// both are listed.
@MainActor
@Suite("open a package under Xvfb", .serialized, .exclusiveX)
struct OpenPackageEndToEndTests {
  static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "Demo",
      targets: [
        .target(name: "MyLayouts"),
        .target(name: "Gallery", dependencies: ["MyLayouts"]),
      ])
    """

  static let badge = """
    import SwiftUI

    public struct Badge: View {
      let text: String
      public init(_ text: String) { self.text = text }
      public var body: some View { Text(text).padding(6).background(Capsule().fill(Color.yellow)) }
    }

    #Preview("Badge") { Badge("new") }
    """

  static let gallery = """
    import MyLayouts
    import SwiftUI

    struct Gallery: View {
      var body: some View {
        VStack { Badge("first badge"); Badge("second badge") }
      }
    }

    #Preview("Gallery") { Gallery() }
    """

  @Test func bothTargetsBuildAndTheirPreviewsAreListed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("open-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, text) in [
      ("Package.swift", Self.manifest), ("Sources/MyLayouts/Badge.swift", Self.badge),
      ("Sources/Gallery/Gallery.swift", Self.gallery),
    ] {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: false, encoding: .utf8)
    }
    let server = try XvfbServer.start()
    defer { server.stop() }
    let binary = try App.requireBinary()
    let environment = XvfbTestSupport.environment(["DISPLAY": server.display])
    let png = folder.appendingPathComponent("shot.png").path
    let trace = folder.appendingPathComponent("shot.jsonl").path
    let run = try runProcess(
      binary,
      [
        "screenshot", "--open", folder.path, "--preview", "Gallery", "--size", "400x300", "--trace", trace, "--output",
        png,
      ], environment: environment, timeout: 180)
    #expect(run.status == 0, "\(run.summary)")
    let line = try String(contentsOfFile: trace, encoding: .utf8)
    #expect(line.contains("\"text\": \"first badge\"") && line.contains("\"text\": \"second badge\""))
    #expect(line.contains("\"text\": \"Badge\""), "the other target's preview is in the picker")
    #expect(FileManager.default.fileExists(atPath: png))
  }
}
