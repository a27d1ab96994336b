import Foundation
import Testing

@testable import PlaygroundUI

/// Two views showing one user default, as two screens of an app do.
private struct Launches: View {
  @AppStorage("launches", store: AppAndStorageTests.defaults) private var launches = 0

  var body: some View {
    Button("launches \(launches)") { launches += 1 }
  }
}

private struct LaunchesBadge: View {
  @AppStorage("launches", store: AppAndStorageTests.defaults) private var launches = 0

  var body: some View { Text("badge \(launches)") }
}

private enum Sort: String { case name, date }

private struct SortPicker: View {
  @AppStorage("sort", store: AppAndStorageTests.defaults) private var sort = Sort.name
  @AppStorage("nickname", store: AppAndStorageTests.defaults) private var nickname: String?
  @SceneStorage("tab") private var tab = "home"
  @Environment(\.scenePhase) private var phase

  var body: some View {
    VStack {
      Button("sort \(sort.rawValue)") { sort = .date }
      Button("nickname \(nickname ?? "none")") { nickname = "Ann" }
      Button("tab \(tab)") { tab = "settings" }
      Text(phase == .active ? "phase active" : "phase other")
    }
  }
}

/// An app delegate as apps write one, recording that it was told of the launch.
private final class ShopDelegate: NSObject, UIApplicationDelegate {
  @MainActor static var launches = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    Self.launches += 1
    return true
  }
}

/// An app as Xcode's template writes it, with state of its own handed to its content.
private struct ShopApp: App {
  @UIApplicationDelegateAdaptor(ShopDelegate.self) var delegate
  @State private var visits = 7

  var body: some Scene {
    WindowGroup("Shop", id: "main") {
      Button("visits \(visits)") { visits += 1 }
    }
    .commands {
      CommandMenu("Tools") { Button("Go") {} }
      CommandGroup(replacing: .newItem) {}
    }
    Settings { Text("settings") }
  }
}

/// `@AppStorage` reads and writes `UserDefaults` and updates every view showing the key;
/// `@SceneStorage` keeps values in memory; the scene is `.active`; an `App` shows its first
/// `WindowGroup`'s content with the app's own state.
@MainActor
@Suite(.serialized) struct AppAndStorageTests {
  nonisolated(unsafe) static let defaults = UserDefaults(suiteName: "layout-playground-tests-\(getpid())")!

  init() {
    for key in ["launches", "sort", "nickname"] { Self.defaults.removeObject(forKey: key) }
  }

  @Test func appStorageWritesTheDefaultAndUpdatesEveryViewShowingIt() throws {
    let graph = ViewGraph(measurer: FakeTextMeasurer()) {
      VStack {
        Launches()
        LaunchesBadge()
      }
    }
    let window = CGSize(width: 300, height: 200)
    graph.frame(window)
    #expect(graph.leaf("badge 0") != nil, "the default value before any write")
    graph.click(try #require(graph.leaf("launches 0")).frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("launches 1") != nil)
    #expect(graph.leaf("badge 1") != nil, "the other view showing the key updates")
    #expect(Self.defaults.integer(forKey: "launches") == 1, "the value is in UserDefaults")
    Self.defaults.set(5, forKey: "launches")
    let fresh = ViewGraph(measurer: FakeTextMeasurer()) { LaunchesBadge() }
    fresh.frame(window)
    #expect(fresh.leaf("badge 5") != nil, "a stored value wins over the default")
  }

  @Test func rawValuesOptionalsSceneStorageAndThePhase() throws {
    let graph = ViewGraph(measurer: FakeTextMeasurer()) { SortPicker() }
    let window = CGSize(width: 300, height: 300)
    graph.frame(window)
    #expect(graph.leaf("phase active") != nil)
    for (before, after) in [
      ("sort name", "sort date"), ("nickname none", "nickname Ann"), ("tab home", "tab settings"),
    ] {
      graph.click(try #require(graph.leaf(before), "\(before)").frame, time: 0)
      graph.frame(window)
      #expect(graph.leaf(after) != nil, "\(after)")
    }
    #expect(Self.defaults.string(forKey: "sort") == "date", "a RawRepresentable is stored as its raw value")
    #expect(Self.defaults.string(forKey: "nickname") == "Ann")
  }

  @Test func anAppShowsItsWindowGroupsContentWithItsOwnState() throws {
    let entries = PreviewRegistry.shared.collect {
      _PlaygroundPreviews.registerApp(name: "ShopApp", file: "Shop.swift", line: 1) { ShopApp() }
      _PlaygroundPreviews.registerAppDelegate(ShopDelegate.self) { ShopDelegate() }
    }
    let entry = try #require(entries.first)
    #expect(entry.name == "ShopApp")
    let graph = ViewGraph(measurer: FakeTextMeasurer()) { entry.makeView() }
    let window = CGSize(width: 300, height: 200)
    graph.frame(window)
    graph.click(try #require(graph.leaf("visits 7")).frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("visits 8") != nil, "the app's @State lives while it is shown")
    #expect(graph.leaf("settings") == nil, "Settings is not the main window")
    #expect(ShopDelegate.launches == 1, "the delegate is made once and told of the launch")
    _ = ShopApp()
    #expect(ShopDelegate.launches == 1, "once per process, however often the app is made")
  }
}
