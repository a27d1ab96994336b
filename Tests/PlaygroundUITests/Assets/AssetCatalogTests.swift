import Foundation
import Testing

@testable import PlaygroundUI

/// Asset catalogs as Xcode writes them (the `Contents.json` format of Apple's "Asset Catalog
/// Format Reference"): colour sets in every component form, dark appearances, namespaced groups,
/// system colour references, and which catalogs belong to opened code.
@Suite struct AssetCatalogTests {
  private let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)").path

  private func write(_ json: String, at relative: String) throws {
    let folder = root + "/" + relative
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
  }

  private func colorSet(_ components: String, space: String = "srgb", dark: String? = nil) -> String {
    let darkEntry = dark.map {
      #", {"appearances": [{"appearance": "luminosity", "value": "dark"}], "idiom": "universal", "color": {"color-space": "srgb", "components": \#($0)}}"#
    }
    return
      #"{"colors": [{"idiom": "universal", "color": {"color-space": "\#(space)", "components": \#(components)}}\#(darkEntry ?? "")]}"#
  }

  private func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBAColor {
    RGBAColor(red: r, green: g, blue: b, alpha: a)
  }

  @Test func componentsInEveryForm() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write(
      colorSet(#"{"red": "0xFF", "green": "0x80", "blue": "0x00", "alpha": "1.000"}"#), at: "A.xcassets/Hex.colorset")
    try write(colorSet(#"{"red": "255", "green": "51", "blue": "0", "alpha": "1"}"#), at: "A.xcassets/Byte.colorset")
    try write(
      colorSet(#"{"red": "0.500", "green": "0.250", "blue": "1.000", "alpha": "0.500"}"#),
      at: "A.xcassets/Float.colorset")
    try write(
      colorSet(#"{"white": "0.250", "alpha": "1.000"}"#, space: "gray-gamma-22"), at: "A.xcassets/Grey.colorset")
    let catalog = AssetCatalog(catalogs: [root + "/A.xcassets"])
    #expect(catalog.colors["Hex"]?.resolved(in: .light) == rgba(1, 128.0 / 255, 0))
    #expect(catalog.colors["Byte"]?.resolved(in: .light) == rgba(1, 0.2, 0))
    #expect(catalog.colors["Float"]?.resolved(in: .light) == rgba(0.5, 0.25, 1, 0.5))
    #expect(catalog.colors["Grey"]?.resolved(in: .light) == rgba(0.25, 0.25, 0.25))
  }

  @Test func darkAppearancesNamespacesAndReferences() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write(
      colorSet(
        #"{"red": "1", "green": "1", "blue": "1", "alpha": "1"}"#,
        dark: #"{"red": "0", "green": "0", "blue": "0", "alpha": "1"}"#),
      at: "A.xcassets/Paper.colorset")
    try write(#"{"properties": {"provides-namespace": true}}"#, at: "A.xcassets/Brand")
    try write(colorSet(#"{"red": "0", "green": "0", "blue": "1", "alpha": "1"}"#), at: "A.xcassets/Brand/Ink.colorset")
    try write(#"{}"#, at: "A.xcassets/Plain")
    try write(colorSet(#"{"red": "0", "green": "1", "blue": "0", "alpha": "1"}"#), at: "A.xcassets/Plain/Leaf.colorset")
    try write(
      #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}"#,
      at: "A.xcassets/Link.colorset")
    let catalog = AssetCatalog(catalogs: [root + "/A.xcassets"])
    #expect(catalog.colors["Paper"]?.resolved(in: .light) == rgba(1, 1, 1))
    #expect(catalog.colors["Paper"]?.resolved(in: .dark) == rgba(0, 0, 0))
    #expect(catalog.colors["Brand/Ink"] != nil && catalog.colors["Ink"] == nil)
    #expect(catalog.colors["Leaf"] != nil)
    // A referenced system colour keeps adapting.
    #expect(catalog.colors["Link"]?.resolved(in: .dark) == Color.blue.resolved(in: .dark))
  }

  @Test func theNearestCatalogWinsAndTheSearchStopsAtTheProjectRoot() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    // root/Project (has Package.swift)/App/Assets.xcassets and root/Project/App/Views/Near.xcassets;
    // root/Far.xcassets lies above the project and is not the project's.
    try write(
      colorSet(#"{"red": "1", "green": "0", "blue": "0", "alpha": "1"}"#),
      at: "Project/App/Assets.xcassets/Tint.colorset")
    try write(
      colorSet(#"{"red": "0", "green": "1", "blue": "0", "alpha": "1"}"#),
      at: "Project/App/Views/Near.xcassets/Tint.colorset")
    try write(colorSet(#"{"red": "0", "green": "0", "blue": "1", "alpha": "1"}"#), at: "Far.xcassets/Far.colorset")
    try Data().write(to: URL(fileURLWithPath: root + "/Project/Package.swift"))
    try Data("struct V {}".utf8).write(to: URL(fileURLWithPath: root + "/Project/App/Views/V.swift"))
    let found = AssetCatalog.catalogs(for: [root + "/Project/App/Views/V.swift"])
    #expect(found.map { ($0 as NSString).lastPathComponent } == ["Near.xcassets", "Assets.xcassets"])
    let catalog = AssetCatalog(catalogs: found)
    #expect(catalog.colors["Tint"]?.resolved(in: .light) == rgba(0, 1, 0))
    // An opened folder finds the catalogs inside it too.
    let inside = AssetCatalog.catalogs(for: [root + "/Project"])
    #expect(Set(inside.map { ($0 as NSString).lastPathComponent }) == ["Near.xcassets", "Assets.xcassets"])
  }
}
