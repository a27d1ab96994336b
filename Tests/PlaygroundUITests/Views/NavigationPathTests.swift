import Foundation
import Testing

@testable import PlaygroundUI

/// `NavigationStack(path:)` with a typed array and a `NavigationPath`, value links and
/// `navigationDestination(for:)`: a value link appends its value to the path and shows the page
/// the destination draws for it, back removes the last value, and setting the path from code
/// pushes and pops.
@MainActor
@Suite struct NavigationPathTests {
  private let window = CGSize(width: 300, height: 400)

  final class Log {
    var paths: [[Int]] = []
  }

  struct TypedPath: View {
    let log: Log
    @State private var path: [Int] = []

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          NavigationLink("Open 3", value: 3)
          Button("Deep") { path = [1, 2] }
        }
        .navigationTitle("Numbers")
        .navigationDestination(for: Int.self) { number in
          VStack {
            Text("Page \(number)")
            NavigationLink("Next", value: number + 10)
          }
          .navigationTitle("N\(number)")
        }
      }
      .onChange(of: path) { _, new in log.paths.append(new) }
    }
  }

  @Test("A value link appends to the bound path and shows its destination; back removes it")
  func valueLinkPushesAndBackPops() throws {
    let log = Log()
    let graph = ViewGraph.testing(TypedPath(log: log))
    graph.frame(window)
    graph.click(try #require(graph.leaf("Open 3")).frame, time: 0)
    graph.frame(window)
    #expect(log.paths.last == [3])
    #expect(graph.leaf("Page 3") != nil)
    #expect(graph.leaf("Deep") == nil, "only the top page is drawn")
    graph.click(try #require(graph.leaf("Next")).frame, time: 1)
    graph.frame(window)
    #expect(log.paths.last == [3, 13])
    #expect(graph.leaf("Page 13") != nil)
    // The back button names the page below.
    graph.click(try #require(graph.leaf("N3")).frame, time: 2)
    graph.frame(window)
    #expect(log.paths.last == [3])
    #expect(graph.leaf("Page 3") != nil)
    graph.click(try #require(graph.leaf("Numbers")).frame, time: 3)
    graph.frame(window)
    #expect(log.paths.last == [])
    #expect(graph.leaf("Deep") != nil)
  }

  @Test("Setting the path from code pushes a page per value; back then pops one at a time")
  func pathFromCode() throws {
    let log = Log()
    let graph = ViewGraph.testing(TypedPath(log: log))
    graph.frame(window)
    graph.click(try #require(graph.leaf("Deep")).frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("Page 2") != nil)
    #expect(graph.leaf("N1") != nil, "the back button names the page below, the value 1's")
    graph.click(try #require(graph.leaf("N1")).frame, time: 1)
    graph.frame(window)
    #expect(log.paths.last == [1])
    #expect(graph.leaf("Page 1") != nil)
  }

  struct ErasedPath: View {
    @State private var path = NavigationPath()

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          NavigationLink("Fruit", value: "Kiwi")
          NavigationLink("Number", value: 7)
          Text("Depth \(path.count)")
        }
        .navigationDestination(for: String.self) { Text("Fruit \($0)") }
        .navigationDestination(for: Int.self) { Text("Number \($0)") }
      }
    }
  }

  @Test("A NavigationPath holds values of several types, each drawn by the destination for its type")
  func navigationPath() throws {
    let graph = ViewGraph.testing(ErasedPath())
    graph.frame(window)
    graph.click(try #require(graph.leaf("Number")).frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("Number 7") != nil)
    graph.click(try #require(graph.leaf("Back")).frame, time: 1)
    graph.frame(window)
    #expect(graph.leaf("Depth 0") != nil)
    graph.click(try #require(graph.leaf("Fruit")).frame, time: 2)
    graph.frame(window)
    #expect(graph.leaf("Fruit Kiwi") != nil)
  }

  @Test("NavigationPath counts, appends and removes like a stack of values")
  func pathValue() {
    var path = NavigationPath()
    #expect(path.isEmpty)
    path.append(1)
    path.append("two")
    #expect(path.count == 2)
    path.removeLast()
    #expect(path == NavigationPath([1]))
  }

  @Test("Without a bound path a stack keeps its own: a value link pushes, back pops")
  func ownPath() throws {
    let graph = ViewGraph.testing(
      NavigationStack {
        NavigationLink("Go", value: 5)
          .navigationDestination(for: Int.self) { Text("Five is \($0)") }
      })
    graph.frame(window)
    graph.click(try #require(graph.leaf("Go")).frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("Five is 5") != nil)
    graph.click(try #require(graph.leaf("Back")).frame, time: 1)
    graph.frame(window)
    #expect(graph.leaf("Go") != nil)
  }
}
