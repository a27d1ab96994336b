import Testing

/// Examples/DataFlow.swift uses every data-flow API the playground has (`ObservableObject`,
/// `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Observable` with
/// `@State`, `@Bindable` and `@Environment(Model.self)`, environment keys, `ForEach($items)`,
/// binding projections and `Binding.animation`, a `PreviewProvider`) as an Xcode project
/// writes it; it must compile cleanly, as it would against SwiftUI, in both language modes.
@Suite(.serialized) struct DataFlowCompileTests {
  @Test(arguments: ["5", "6"]) func theExampleCompilesCleanly(swiftVersion: String) throws {
    try ExampleTypecheck.expectClean(
      "DataFlow.swift", previews: ["ContentView_Previews", "Counter"], swiftVersion: swiftVersion)
  }
}
