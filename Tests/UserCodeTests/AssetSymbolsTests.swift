import Testing

@testable import UserCode

/// The asset symbols Xcode generates for an app's catalogs (no compiler run).
struct AssetSymbolsTests {
  /// Names and the identifiers Xcode 15 gave them, as found in generated `GeneratedAssetSymbols`
  /// files of public projects (and its Objective-C names, `ACImageName…`, for the word splits).
  @Test(
    "Asset names become Xcode's identifiers",
    arguments: [
      ("AccentColor", "color", "accent"), ("listColor", "color", "list"), ("VExpense", "color", "vExpense"),
      ("LaunchBackground", "color", "launchBackground"), ("tamago-sushi", "image", "tamagoSushi"),
      ("bear_no_background", "image", "bearNoBackground"), ("SiIcon", "image", "siIcon"),
      ("adult_products_image", "image", "adultProducts"), ("Initial-Image", "image", "initial"),
      ("Image", "image", "image"), ("welcomeVCimage", "image", "welcomeVCimage"), ("bob2", "image", "bob2"),
      ("AppIcon-iOS-ClearDark-1024x1024", "image", "appIconIOSClearDark1024X1024"),
      ("Coffee-Mocha", "image", "coffeeMocha"), ("URLImage", "image", "url"), ("3d", "image", "_3D"),
    ])
  func identifiers(name: String, kind: String, expected: String) {
    #expect(AssetSymbols.identifier(for: name, dropping: kind) == expected)
  }

  @Test("A name with no letters or digits has no symbol; two names with one identifier keep the first")
  func unusableNames() {
    #expect(AssetSymbols.identifier(for: "--", dropping: "image") == nil)
    let symbols = AssetSymbols.symbols(["photo-one", "photo_one", "Photo"], suffix: "image")
    #expect(symbols.map(\.identifier) == ["photo", "photoOne"])
    #expect(symbols.map(\.name) == ["Photo", "photo-one"])
  }

  @Test(
    "The file declares each resource, and Color/ShapeStyle/UIColor/UIImage members but those SwiftUI or the code has")
  func source() throws {
    let user = "extension Color { static let card = Color(\"Card\") }"
    let text = try #require(
      AssetSymbols.source(
        AssetNames(colors: ["BrandColor", "Card", "Background"], images: ["hero-shot", "default"]), userTexts: [user]))
    #expect(text.contains(#"static let brand = ColorResource(name: "BrandColor", bundle: .main)"#))
    #expect(text.contains(#"static let heroShot = ImageResource(name: "hero-shot", bundle: .main)"#))
    #expect(text.contains("static let `default` = ImageResource"))
    #expect(text.contains("static var brand: Color { .init(.brand) }"))
    #expect(text.contains("static var brand: UIColor { .init(resource: .brand) }"))
    #expect(text.contains("static var heroShot: UIImage { .init(resource: .heroShot) }"))
    // ShapeStyle has `.background`; the code declares `card` itself.
    #expect(!text.contains("static var background"))
    #expect(!text.contains("card"))
    #expect(AssetSymbols.source(AssetNames(), userTexts: []) == nil)
  }
}
