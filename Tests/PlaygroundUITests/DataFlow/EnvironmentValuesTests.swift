import Foundation
import Testing

@testable import PlaygroundUI

private struct BadgeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var badge: String {
    get { self[BadgeKey.self] }
    set { self[BadgeKey.self] = newValue }
  }
}

/// Shows what `@Environment(\.keyPath)` reads.
private struct EnvironmentReport: View {
  @Environment(\.font) private var font
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.badge) private var badge

  var body: some View {
    VStack {
      Text(font == nil ? "no font" : font == .title ? "title font" : "other font")
      Text(colorScheme == .light ? "light" : "dark")
      Text(layoutDirection == .leftToRight ? "left to right" : "right to left")
      Text(isEnabled ? "enabled" : "disabled")
      Text("badge \(badge)")
    }
  }
}

/// `@Environment(\.keyPath)` and custom `EnvironmentKey`s, with SwiftUI's defaults.
@MainActor
@Suite struct EnvironmentValuesTests {
  private let window = CGSize(width: 400, height: 400)

  @Test func defaultsAreSwiftUIs() {
    let graph = ViewGraph.testing(EnvironmentReport())
    graph.frame(window)
    for text in ["no font", "light", "left to right", "enabled", "badge plain"] {
      #expect(graph.leaf(text) != nil, "\(text)")
    }
  }

  @Test func valuesSetAboveAreReadBelow() {
    let graph = ViewGraph.testing(
      VStack {
        EnvironmentReport().environment(\.badge, "inner")
      }
      .environment(\.badge, "outer")
      .environment(\.font, .title))
    graph.frame(window)
    #expect(graph.leaf("title font") != nil)
    #expect(graph.leaf("badge inner") != nil, "the nearest setting wins")
    // `environment(\.font, …)` is the same value `font(_:)` sets: text draws in it.
    #expect(isClose(graph.leaf("badge inner")?.frame.height ?? 0, 28, within: 1e-9))
  }

  @Test func aCustomKeyReadsItsDefaultUntilSet() {
    var values = EnvironmentValues()
    #expect(values.badge == "plain")
    values.badge = "set"
    #expect(values[BadgeKey.self] == "set")
  }
}
