import Foundation
import Testing

@testable import PlaygroundUI

/// Names set by views, combined by appending in view order.
private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The widest of the widths views report.
private struct MaxWidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The bounds anchor of the selected tab (nil elsewhere).
private struct SelectedTabKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

@MainActor
final class Received<T> {
  var values: [T] = []
}

/// The classic pattern: rows report their widths through a preference, and a sibling bar is
/// sized to the widest once `onPreferenceChange` writes it into state.
private struct MeasureThenSize: View {
  let received: Received<CGFloat>
  @State var widest: CGFloat = 0
  var body: some View {
    VStack {
      Text("Hello").background(GeometryReader { Color.clear.preference(key: MaxWidthKey.self, value: $0.size.width) })
      Text("Hi!!!!!!!!").background(
        GeometryReader { Color.clear.preference(key: MaxWidthKey.self, value: $0.size.width) })
      Rectangle().frame(width: widest, height: 4)
    }
    .onPreferenceChange(MaxWidthKey.self) { width in
      received.values.append(width)
      widest = width
    }
  }
}

/// Tabs whose underline is drawn under the selected one from an anchor preference.
private struct Tabs: View {
  @State var selected = 0
  let titles = ["One", "Two", "Three"]
  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<3, id: \.self) { index in
        Text(titles[index])
          .padding(8)
          .anchorPreference(key: SelectedTabKey.self, value: .bounds) { index == selected ? $0 : nil }
          .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
      }
    }
    .overlayPreferenceValue(SelectedTabKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          Rectangle().frame(width: rect.width, height: 2).offset(x: rect.minX, y: rect.maxY - 2)
        }
      }
    }
  }
}

@MainActor
@Suite struct PreferenceTests {
  // PreferenceKey.reduce: "This method receives its values in view-tree order."
  @Test func siblingsCombineInViewOrder() {
    let received = Received<[String]>()
    let graph = ViewGraph.testing(
      VStack {
        Text("a").preference(key: NamesKey.self, value: ["a"])
        Text("no value")
        HStack {
          Text("b").preference(key: NamesKey.self, value: ["b"])
          Text("c").preference(key: NamesKey.self, value: ["c"])
        }
      }
      .onPreferenceChange(NamesKey.self) { received.values.append($0) })
    graph.frame(CGSize(width: 300, height: 200))
    #expect(received.values == [["a", "b", "c"]])
    // Nothing changed: the action does not run again.
    graph.setNeedsUpdate()
    graph.frame(CGSize(width: 300, height: 200), at: 1)
    #expect(received.values == [["a", "b", "c"]])
  }

  // preference(key:value:) "Sets a value for the given preference"; transformPreference
  // changes the value the views inside produced.
  @Test func settingReplacesAndTransformingChanges() {
    let received = Received<[String]>()
    let graph = ViewGraph.testing(
      VStack {
        Text("a").preference(key: NamesKey.self, value: ["a"])
        VStack { Text("b").preference(key: NamesKey.self, value: ["b"]) }
          .preference(key: NamesKey.self, value: ["outer"])
      }
      .transformPreference(NamesKey.self) { $0.append("end") }
      .onPreferenceChange(NamesKey.self) { received.values.append($0) })
    graph.frame(CGSize(width: 300, height: 200))
    #expect(received.values == [["a", "outer", "end"]])
  }

  @Test func measureChildrenThenSizeASibling() throws {
    let received = Received<CGFloat>()
    let graph = ViewGraph.testing(MeasureThenSize(received: received))
    graph.frame(CGSize(width: 300, height: 200))
    // All in the first frame: the layout; the readers' content built for their sizes (ours is
    // built before layout, so this pass is one SwiftUI does not need); the bar sized by the
    // action's state. Not more.
    #expect(graph.layoutPasses == 3)
    // "Hi!!!!!!!!" is the wider text: ten characters at 17 pt.
    let widest = FakeMetrics.width("Hi!!!!!!!!", size: 17)
    #expect(received.values == [widest])
    let bar = try #require(graph.leaf("rectangle"))
    #expect(isClose(bar.frame.width, widest))
  }

  // Frames of anchors resolve in the reader's coordinates; the underline sits at the bottom of
  // the selected tab (each tab is its text plus 8 pt padding on every side).
  @Test func underlineFollowsTheSelectedTabAndAnimates() throws {
    let graph = ViewGraph.testing(Tabs())
    let window = CGSize(width: 300, height: 100)
    graph.frame(window)
    let one = FakeMetrics.width("One", size: 17) + 16
    let three = FakeMetrics.width("Three", size: 17) + 16
    let rowWidth = one * 2 + three
    let rowX = (300 - rowWidth) / 2
    let rowY: CGFloat = (100 - (17 + 16)) / 2
    var underline = try #require(graph.leaf("rectangle"))
    #expect(isClose(underline.frame, CGRect(x: rowX, y: rowY + 31, width: one, height: 2), within: 1e-6))

    let layoutsBefore = graph.layoutPasses
    graph.click(at: CGPoint(x: rowX + one * 2 + three / 2, y: 50), time: 1)
    graph.frame(window, at: 1)
    // One pass for the new selection, one more for the overlay built from its anchor.
    #expect(graph.layoutPasses - layoutsBefore == 2)
    graph.frame(window, at: 1.5)
    underline = try #require(graph.leaf("rectangle"))
    // Halfway through the linear second: between the first tab and the third.
    #expect(isClose(underline.frame.minX, rowX + one, within: 1e-6))
    #expect(isClose(underline.frame.width, (one + three) / 2, within: 1e-6))
    graph.frame(window, at: 2.5)
    underline = try #require(graph.leaf("rectangle"))
    #expect(isClose(underline.frame, CGRect(x: rowX + one * 2, y: rowY + 31, width: three, height: 2), within: 1e-6))
  }

  // An action that changes the value every time it runs must not loop within a frame.
  @Test func anActionThatAlwaysChangesItsValueDoesNotLoop() {
    let graph = ViewGraph.testing(Restless())
    graph.frame(CGSize(width: 100, height: 100))
    let passes = graph.layoutPasses
    graph.frame(CGSize(width: 100, height: 100), at: 1 / 60)
    // Each frame: the resolve the last action asked for, and at most one more for its action.
    #expect(graph.layoutPasses - passes <= 2)
  }
}

/// Writes a new count each time it is told the count, so it never settles.
private struct Restless: View {
  @State var count = 0
  var body: some View {
    Text("\(count)")
      .preference(key: MaxWidthKey.self, value: CGFloat(count))
      .onPreferenceChange(MaxWidthKey.self) { count = Int($0) + 1 }
  }
}
