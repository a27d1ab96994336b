import Foundation
import Testing

@testable import PlaygroundUI

// What `open` compiles a file's literals into (`__designTimeInteger`…, DesignTimeRewrite.lookupSource),
// here by hand.
private func lookUpInteger<T: ExpressibleByIntegerLiteral>(_ key: String, fallback: T) -> T {
  _PlaygroundLiterals.integer(key, fallback: fallback)
}

private func lookUpString<T: ExpressibleByStringLiteral>(_ key: String, fallback: T) -> T {
  _PlaygroundLiterals.string(key, fallback: fallback)
}

private final class LiteralModel: ObservableObject {
  @MainActor static var made = 0
  @MainActor init() { Self.made += 1 }
}

private struct Greeting: View {
  let name: String
  @EnvironmentObject var model: LiteralModel
  @State private var taps = 0

  var body: some View {
    Button(lookUpString("#0_1", fallback: "Hello") + " \(name) \(taps)") { taps += 1 }
      .padding(lookUpInteger("#0_2", fallback: 8))
      .frame(maxHeight: .infinity, alignment: .top)
  }
}

/// The window's design-time literal table: values of the literal's own type, and what a
/// literal edit makes again (only a preview whose own code read a changed literal).
@MainActor
@Suite(.serialized) struct DesignTimeLiteralTests {
  @Test func valuesTakeTheLiteralsType() {
    defer { _PlaygroundLiterals.replace(with: [:]) }
    _PlaygroundLiterals.replace(with: [
      "i": .integer(30), "big": .integer(300), "f": .float(0.25), "s": .string("Bonjour"), "b": .boolean(false),
    ])
    #expect(_PlaygroundLiterals.integer("i", fallback: CGFloat(8)) == 30)
    #expect(_PlaygroundLiterals.integer("i", fallback: Double(8)) == 30)  // Double's literal type is Int64
    #expect(_PlaygroundLiterals.integer("i", fallback: 8) == 30)
    #expect(_PlaygroundLiterals.integer("big", fallback: UInt8(8)) == 8, "300 does not fit: the built value")
    #expect(_PlaygroundLiterals.float("f", fallback: Float(0.5)) == 0.25)
    #expect(_PlaygroundLiterals.float("f", fallback: CGFloat(0.5)) == 0.25)
    #expect(_PlaygroundLiterals.string("s", fallback: "Hello") == "Bonjour")
    #expect(_PlaygroundLiterals.string("s", fallback: LocalizedStringKey("Hello")) == LocalizedStringKey("Bonjour"))
    #expect(_PlaygroundLiterals.string("s", fallback: StaticString("Hello")).description == "Hello")
    #expect(_PlaygroundLiterals.boolean("b", fallback: true) == false)
    #expect(_PlaygroundLiterals.integer("s", fallback: 8) == 8, "another kind: the built value")
    #expect(_PlaygroundLiterals.integer("missing", fallback: 8) == 8)
  }

  @Test func aLiteralEditReevaluatesBodiesAndRemakesOnlyPreviewsThatReadIt() throws {
    defer { _PlaygroundLiterals.replace(with: [:]) }
    let entries = PreviewRegistry.shared.collect {
      _PlaygroundPreviews.register(name: "Greeting", file: "Greeting.swift", line: 1) {
        Greeting(name: lookUpString("#0_3", fallback: "Ann")).environmentObject(LiteralModel())
      }
    }
    let entry = try #require(entries.first)
    LiteralModel.made = 0
    let graph = ViewGraph(measurer: FakeTextMeasurer()) { entry.makeView() }
    let window = CGSize(width: 300, height: 200)
    graph.frame(window)
    graph.click(try #require(graph.leaf("Hello Ann 0")).frame, time: 0)
    graph.frame(window)
    let padded = try #require(graph.leaf("Hello Ann 1")).frame

    // A literal in a body: the body shows it, state and the preview's model are kept.
    _PlaygroundLiterals.replace(with: ["#0_1": .string("Bonjour"), "#0_2": .integer(30)])
    graph.setNeedsUpdate()
    graph.frame(window)
    let changed = try #require(graph.leaf("Bonjour Ann 1"))
    #expect(changed.frame.minY == padded.minY + 22, "the padding grew from 8 to 30")
    #expect(LiteralModel.made == 1)

    // A literal in the preview's own code: the preview is made again; the body's state is kept.
    _PlaygroundLiterals.replace(with: ["#0_1": .string("Bonjour"), "#0_2": .integer(30), "#0_3": .string("Bob")])
    graph.setNeedsUpdate()
    graph.frame(window)
    #expect(graph.leaf("Bonjour Bob 1") != nil)
    #expect(LiteralModel.made == 2)
  }
}
