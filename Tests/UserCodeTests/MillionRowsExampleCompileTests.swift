import Testing

/// Examples/MillionRows.swift, the lazy-list benchmark (PERFORMANCE.md), uses `LazyVStack`,
/// `ForEach` over a range and `ScrollViewReader` as real code does: prepared as `open`
/// prepares it, it must compile cleanly.
@Suite(.serialized) struct MillionRowsExampleCompileTests {
  @Test(arguments: ["5", "6"]) func theBenchmarkCompilesCleanly(swiftVersion: String) throws {
    try ExampleTypecheck.expectClean("MillionRows.swift", previews: ["A million rows"], swiftVersion: swiftVersion)
  }
}
