import Testing

/// Examples/iOSApp.swift uses Combine (`Timer.publish`, `debounce` on `RunLoop.main`,
/// `receive(on: DispatchQueue.main)`, `assign(to: &$…)`, `NotificationCenter` publishers,
/// `AnyCancellable`) and UIKit (`UIColor`, `UIFont`, `UIScreen`, `UIDevice`, haptics,
/// `UIViewRepresentable`, `#selector`) as an iOS project writes them; prepared as `open`
/// prepares it, it must compile cleanly in both language modes. It also catches OpenCombine's
/// Foundation schedulers going missing (they hide `#if canImport(Combine)`).
@Suite(.serialized) struct CombineAndUIKitCompileTests {
  @Test(arguments: ["5", "6"]) func theExampleCompilesCleanly(swiftVersion: String) throws {
    try ExampleTypecheck.expectClean("iOSApp.swift", previews: ["Search"], swiftVersion: swiftVersion)
  }
}
