import Foundation
import Testing

@testable import PlaygroundUI

/// A switch that owns nothing: it flips its owner's value through a binding.
private struct LampSwitch: View {
  @Binding var isOn: Bool

  var body: some View {
    Button(isOn ? "switch off" : "switch on") { isOn.toggle() }
  }
}

private struct Dimmer: View {
  @Binding var level: Int

  var body: some View {
    Button("brighter") { level += 1 }
  }
}

private struct Settings {
  var lit = false
  var level = 0
}

/// Owns the settings and hands out bindings to them.
private struct Room: View {
  @State private var settings = Settings()

  var body: some View {
    VStack {
      Text(settings.lit ? "lit" : "dark")
      Text("level \(settings.level)")
      LampSwitch(isOn: $settings.lit)
      Dimmer(level: $settings.level)
    }
  }
}

@MainActor
@Suite struct BindingTests {
  private let window = CGSize(width: 400, height: 300)

  @Test func aBindingWritesThroughToItsOwner() throws {
    let graph = ViewGraph.testing(Room())
    graph.frame(window)
    #expect(graph.leaf("dark") != nil)
    graph.click(try #require(graph.leaf("switch on")).frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("lit") != nil)
    #expect(graph.leaf("switch off") != nil)
    graph.click(try #require(graph.leaf("switch off")).frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("dark") != nil)
  }

  @Test func bindingsToDifferentFieldsWriteIndependently() throws {
    let graph = ViewGraph.testing(Room())
    graph.frame(window)
    for _ in 0..<3 {
      graph.click(try #require(graph.leaf("brighter")).frame, time: 0)
      graph.frame(window)
    }
    #expect(graph.leaf("level 3") != nil)
    #expect(graph.leaf("dark") != nil)
    #expect(graph.stateCount == 1)
  }

  @Test func constantBindingsIgnoreWrites() {
    let binding = Binding.constant(5)
    binding.wrappedValue = 9
    #expect(binding.wrappedValue == 5)
  }
}
