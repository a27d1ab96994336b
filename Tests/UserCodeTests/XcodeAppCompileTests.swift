import Foundation
import Testing

@testable import UserCode

/// An app file as Xcode's iOS template and common apps write it — `@main` `App` with a
/// `WindowGroup`, commands, a delegate adaptor, `@AppStorage`, `@SceneStorage`, the scene phase,
/// `onOpenURL` — and previews in all of Xcode's forms builds cleanly, as against SwiftUI.
@Suite(.serialized) struct XcodeAppCompileTests {
  static let app = """
    import SwiftUI

    @main
    struct NotesApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
        @Environment(\\.scenePhase) private var scenePhase
        @AppStorage("launches") private var launches = 0

        var body: some Scene {
            WindowGroup {
                ContentView()
                    .onOpenURL { url in print(url) }
                    .onChange(of: scenePhase) { phase in if phase == .active { launches += 1 } }
            }
            .commands {
                CommandMenu("Notes") { Button("New") {} }
                CommandGroup(after: .newItem) { Button("Duplicate") {} }
            }
            #if os(macOS)
            Settings { Text("Settings") }
            #endif
        }
    }

    final class AppDelegate: NSObject, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            true
        }
    }

    enum Sort: String { case title, date }

    struct ContentView: View {
        @AppStorage("sort") private var sort = Sort.title
        @AppStorage("name") private var name: String?
        @SceneStorage("draft") private var draft = ""
        var body: some View {
            Text("\\(sort.rawValue) \\(name ?? "") \\(draft)")
        }
    }

    #Preview(traits: .sizeThatFitsLayout) { ContentView() }

    #Preview("Landscape", traits: .landscapeLeft, .fixedLayout(width: 400, height: 200)) {
        @Previewable @State var draft = "hello"
        TextField("Draft", text: $draft)
    }

    struct ContentView_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                ContentView().previewDisplayName("Phone").previewDevice(PreviewDevice(rawValue: "iPhone 15"))
                ContentView().previewLayout(.fixed(width: 300, height: 100)).previewInterfaceOrientation(.portrait)
            }
        }
    }
    """

  @Test func anAppFileBuildsWithoutWarningsAndListsTheAppFirst() throws {
    let (compiler, root) = try UserCodeCompilerTests().makeCompiler()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = compiler.build([(UserCodeCompilerTests().file("NotesApp.swift"), Self.app)])
    guard case .success(let library) = result else {
      Issue.record("expected the app to build, got \(result)")
      return
    }
    #expect(library.previews.map(\.name) == ["NotesApp", "Preview", "Landscape", "ContentView_Previews"])
    #expect(library.warnings.isEmpty, "\(library.warnings.map(\.formatted))")
    #expect(library.leftOut == nil)
  }
}
