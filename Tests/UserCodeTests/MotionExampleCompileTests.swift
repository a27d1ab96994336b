import Testing

/// Examples/Motion.swift, the motion benchmark (PERFORMANCE.md), uses the animation, timeline and
/// gesture API as real code does: prepared as `open` prepares it, it must compile cleanly.
@Suite(.serialized) struct MotionExampleCompileTests {
  @Test(arguments: ["5", "6"]) func theBenchmarkCompilesCleanly(swiftVersion: String) throws {
    try ExampleTypecheck.expectClean("Motion.swift", previews: ["Motion"], swiftVersion: swiftVersion)
  }
}
