import Testing

/// Examples/Library.swift is an iPhone screen as an iOS project in Xcode writes it
/// (`NavigationView`, `toolbar` with iOS placements, `searchable`, `sheet`, `alert`, `Menu`,
/// `Link`, `LabeledContent`, `Gauge`, `DisclosureGroup`, `ContentUnavailableView`, `badge`,
/// `@Environment(\.dismiss)`); it must compile cleanly, as it would against SwiftUI, in both
/// language modes.
@Suite(.serialized) struct LibraryExampleCompileTests {
  @Test(arguments: ["5", "6"]) func theExampleCompilesCleanly(swiftVersion: String) throws {
    try ExampleTypecheck.expectClean("Library.swift", previews: ["Library", "Add a book"], swiftVersion: swiftVersion)
  }
}
