import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open FOLDER` of a folder with an asset catalog, as a user runs it on a private
/// Xvfb: `Image("name")` draws the image set's file for the colour scheme and scale (Apple's
/// asset catalog format: `appearances` luminosity dark, `scale` 1x/2x), `Color("name")` its
/// colour set's appearance, and a missing name its labelled placeholder and one stderr line; the
/// symbols Xcode generates for the catalog (`Image(.hero)`, `.foregroundStyle(.brand)`) do the same.
@MainActor
@Suite("asset images in screenshots under Xvfb", .serialized, .exclusiveX)
struct AssetImageScreenshotEndToEndTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")

  /// The fixture: `Hero` is red at 1x, green at 2x and blue in dark (each a flat 40×20 pt PNG);
  /// `Accent` is yellow, cyan in dark.
  private func makeFixture() throws {
    guard let convert = App.which("convert") else { throw FixtureError(description: "ImageMagick is not installed") }
    let hero = directory.appendingPathComponent("App/Assets.xcassets/Hero.imageset").path
    try FileManager.default.createDirectory(atPath: hero, withIntermediateDirectories: true)
    for (file, size, colour) in [
      ("hero.png", "40x20", "red"), ("hero@2x.png", "80x40", "lime"), ("dark.png", "40x20", "blue"),
    ] {
      let run = try runProcess(convert, ["-size", size, "xc:\(colour)", hero + "/" + file], timeout: 30)
      try #require(run.status == 0, "convert: \(run.summary)")
    }
    try Data(
      #"""
      {"images": [
        {"idiom": "universal", "filename": "hero.png", "scale": "1x"},
        {"idiom": "universal", "filename": "hero@2x.png", "scale": "2x"},
        {"idiom": "universal", "filename": "dark.png", "scale": "1x",
         "appearances": [{"appearance": "luminosity", "value": "dark"}]}
      ], "info": {"version": 1, "author": "xcode"}}
      """#.utf8
    ).write(to: URL(fileURLWithPath: hero + "/Contents.json"))
    let accent = directory.appendingPathComponent("App/Assets.xcassets/Accent.colorset").path
    try FileManager.default.createDirectory(atPath: accent, withIntermediateDirectories: true)
    try Data(
      #"""
      {"colors": [
        {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"}}},
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "srgb", "components": {"red": "0", "green": "255", "blue": "255", "alpha": "1"}}}
      ]}
      """#.utf8
    ).write(to: URL(fileURLWithPath: accent + "/Contents.json"))
    let brand = directory.appendingPathComponent("App/Assets.xcassets/BrandColor.colorset").path
    try FileManager.default.createDirectory(atPath: brand, withIntermediateDirectories: true)
    try Data(
      #"""
      {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0x00", "blue": "0xFF", "alpha": "1.000"}}}]}
      """#.utf8
    ).write(to: URL(fileURLWithPath: brand + "/Contents.json"))
    try Data(
      """
      import SwiftUI

      struct Screen: View {
        var body: some View {
          VStack(spacing: 0) {
            Image("Hero").resizable().frame(width: 100, height: 50)
            Color("Accent").frame(width: 100, height: 50)
            Image("Nowhere").resizable().frame(width: 100, height: 50)
            // Xcode's generated asset symbols: "Hero" → .hero, "Accent" → .accent, "BrandColor" → .brand.
            Image(.hero).resizable().frame(width: 100, height: 50)
            Color(.accent).frame(width: 100, height: 50)
            Rectangle().foregroundStyle(.brand).frame(width: 100, height: 50)
            Image(uiImage: UIImage(resource: .hero)).resizable().frame(width: 100, height: 50)
          }
        }
      }

      #Preview { Screen() }
      """.utf8
    ).write(to: directory.appendingPathComponent("App/Screen.swift"))
  }

  private func shot(_ server: XvfbServer, _ arguments: [String]) throws -> (image: RGBAImage, stderr: String) {
    let output = directory.appendingPathComponent("shot-\(UUID().uuidString).png").path
    let run = try runProcess(
      try App.requireBinary(),
      ["screenshot", "--open", directory.appendingPathComponent("App").path, "--size", "100x350", "--output", output]
        + arguments, environment: environment(["DISPLAY": server.display]), timeout: 120)
    try #require(run.status == 0, "screenshot \(arguments): \(run.summary)")
    return (try readPNG(path: output), run.stderr)
  }

  private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * image.width + x) * 4
    return image.pixels[i..<i + 3].map(Int.init)
  }

  @Test("light, dark and 2x: the image set's file for each, the colour set's colour, a placeholder for a missing name")
  func lightDarkAndScale() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    try makeFixture()
    let light = try shot(server, [])
    #expect(pixel(light.image, 50, 25) == [255, 0, 0])
    #expect(pixel(light.image, 5, 45) == [255, 0, 0])
    #expect(pixel(light.image, 50, 75) == [255, 255, 0])
    // The same through the generated symbols.
    #expect(pixel(light.image, 50, 175) == [255, 0, 0])
    #expect(pixel(light.image, 50, 225) == [255, 255, 0])
    #expect(pixel(light.image, 50, 275) == [255, 0, 255])
    #expect(pixel(light.image, 50, 325) == [255, 0, 0])
    // The placeholder: a dashed box, not the window's background everywhere.
    #expect(light.stderr.contains(#"no image named "Nowhere""#))
    #expect(light.stderr.components(separatedBy: "Nowhere").count == 2, "said once: \(light.stderr)")

    let dark = try shot(server, ["--color-scheme", "dark"])
    #expect(pixel(dark.image, 50, 25) == [0, 0, 255])
    #expect(pixel(dark.image, 50, 75) == [0, 255, 255])
    #expect(pixel(dark.image, 50, 175) == [0, 0, 255])
    #expect(pixel(dark.image, 50, 225) == [0, 255, 255])

    let sharp = try shot(server, ["--scale", "2"])
    #expect(sharp.image.width == 200)
    #expect(pixel(sharp.image, 100, 50) == [0, 255, 0])
  }
}

private struct FixtureError: Error, CustomStringConvertible {
  let description: String
}
