import Foundation
import Testing

@testable import PlaygroundUI

/// Image sets as Xcode writes them (Apple's "Asset Catalog Format Reference": `images` entries
/// with `filename`, `idiom`, `scale` and `appearances`; `properties` with
/// `template-rendering-intent` and `preserves-vector-representation`), and which file is drawn
/// for a scale and a colour scheme.
@Suite struct ImageSetTests {
  private let fixture = ImageFixture()

  private func set(_ entries: [String], properties: String = "{}") throws -> ImageSet {
    defer { fixture.remove() }
    let files = Dictionary(
      entries.compactMap { $0.firstMatch(of: /"filename": "([^"]+)"/).map { (String($0.1), "bitmap 1x1") } },
      uniquingKeysWith: { a, _ in a })
    try fixture.imageSet("I", files: files, entries: entries.joined(separator: ", "), properties: properties)
    return try #require(fixture.catalog().imageSets["I"])
  }

  private func file(_ set: ImageSet, scale: CGFloat, _ scheme: ColorScheme = .light) -> String? {
    set.variant(scale: scale, scheme: scheme).map { ($0.path as NSString).lastPathComponent }
  }

  @Test func eachScaleHasItsFile() throws {
    let set = try set([entry("a.png", scale: "1x"), entry("a@2x.png", scale: "2x"), entry("a@3x.png", scale: "3x")])
    #expect(file(set, scale: 1) == "a.png")
    #expect(file(set, scale: 2) == "a@2x.png")
    #expect(file(set, scale: 3) == "a@3x.png")
  }

  @Test func aMissingScaleFallsBackToTheNearestLargerThenTheLargest() throws {
    let set = try set([entry("a.png", scale: "1x"), entry("a@3x.png", scale: "3x")])
    #expect(file(set, scale: 2) == "a@3x.png")
    let small = try self.set([entry("a.png", scale: "1x"), entry("a@2x.png", scale: "2x")])
    #expect(file(small, scale: 3) == "a@2x.png")
    // Slots Xcode leaves empty (no filename) are not files.
    let sparse = try self.set([#"{"idiom": "universal", "scale": "1x"}"#, entry("a@2x.png", scale: "2x")])
    #expect(file(sparse, scale: 1) == "a@2x.png")
  }

  @Test func darkAppearancesArePickedInDarkOnly() throws {
    let set = try set([
      entry("light.png", scale: "2x"), entry("dark.png", scale: "2x", dark: true), entry("light1.png", scale: "1x"),
    ])
    #expect(file(set, scale: 2, .light) == "light.png")
    #expect(file(set, scale: 2, .dark) == "dark.png")
    // Dark has only a 2x file: it serves 1x in dark too.
    #expect(file(set, scale: 1, .dark) == "dark.png")
    let lightOnly = try self.set([entry("any.png", scale: "2x")])
    #expect(file(lightOnly, scale: 2, .dark) == "any.png")
  }

  @Test func aSingleScaleVectorServesEveryScaleAndItsPropertiesAreRead() throws {
    let set = try set(
      [entry("v.pdf")],
      properties: #"{"preserves-vector-representation": true, "template-rendering-intent": "template"}"#)
    #expect(file(set, scale: 1) == "v.pdf")
    #expect(file(set, scale: 3) == "v.pdf")
    #expect(set.preservesVector)
    #expect(set.templateIntent == .template)
    let original = try self.set([entry("o.png")], properties: #"{"template-rendering-intent": "original"}"#)
    #expect(original.templateIntent == .original)
    #expect(!original.preservesVector)
  }

  @Test func otherIdiomsAreNotDrawn() throws {
    let set = try set([entry("pad.png", scale: "2x", idiom: "ipad"), entry("phone.png", scale: "2x", idiom: "iphone")])
    #expect(file(set, scale: 2) == "phone.png")
  }

  @Test func theNearestCatalogWinsAndNamespacesPrefixNames() throws {
    defer { fixture.remove() }
    let root = fixture.root
    try fixture.imageSet(
      "Logo", in: "Project/Assets.xcassets", files: ["far.png": "bitmap 1x1"], entries: entry("far.png"))
    try fixture.imageSet(
      "Logo", in: "Project/App/Local.xcassets", files: ["near.png": "bitmap 1x1"], entries: entry("near.png"))
    try FileManager.default.createDirectory(atPath: root + "/Project/.git", withIntermediateDirectories: true)
    try fixture.imageSet(
      "Mark", in: "Project/Assets.xcassets/Brand", files: ["m.png": "bitmap 1x1"], entries: entry("m.png"))
    try Data(#"{"properties": {"provides-namespace": true}}"#.utf8).write(
      to: URL(fileURLWithPath: root + "/Project/Assets.xcassets/Brand/Contents.json"))
    try FileManager.default.createDirectory(atPath: root + "/Project/App/Views", withIntermediateDirectories: true)
    let catalog = AssetCatalog(catalogs: AssetCatalog.catalogs(for: [root + "/Project/App/Views"]))
    let logo = try #require(catalog.imageSets["Logo"]?.variant(scale: 1, scheme: .light))
    #expect(logo.path.hasSuffix("near.png"))
    #expect(catalog.imageSets["Brand/Mark"] != nil)
    #expect(catalog.imageSets["Mark"] == nil)
  }
}
