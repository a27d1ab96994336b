/// The previews of code opened with `layout-playground open`.
///
/// The opened files are compiled into a library together with generated code that registers
/// each preview here (a `#Preview` block or a `PreviewProvider` type); the playground then loads
/// the library and asks the registry for them. Not for use in your own code: the name starts
/// with an underscore, as SwiftUI's own plumbing does.
public enum _PlaygroundPreviews {
  /// Adds a preview: its name as the picker shows it, where it is declared, and how to make it.
  @MainActor
  public static func register(
    name: String, file: String, line: Int, traits: [PreviewTrait<Preview.ViewTraits>] = [],
    _ make: @escaping @MainActor () -> any View
  ) {
    PreviewRegistry.shared.entries.append(
      PreviewEntry(name: name, file: file, line: line, traits: PreviewTraits(traits), make: make))
  }

  /// Adds a `PreviewProvider`'s previews: each child of its `previews` (a `Group`'s, or a
  /// block's) is a preview, named by `.previewDisplayName` when it has one, and otherwise by
  /// the type ("Type", or "Type 1", "Type 2"… when there are several). `previews` is evaluated
  /// once here, as Xcode evaluates it once to list the previews.
  @MainActor
  public static func registerProvider(name: String, file: String, line: Int, _ previews: @MainActor () -> any View) {
    let parts = PreviewSplitting.parts(of: previews())
    for (index, part) in parts.enumerated() {
      let view = part.view
      let title = part.traits.displayName ?? (parts.count == 1 ? name : "\(name) \(index + 1)")
      PreviewRegistry.shared.entries.append(
        PreviewEntry(name: title, file: file, line: line, traits: part.traits, make: { view }))
    }
  }
}

extension _PlaygroundPreviews {
  /// Adds an `App`: its first `WindowGroup`'s content, with the app's own state (`AppPreview`).
  @MainActor
  public static func registerApp<Application: App>(
    name: String, file: String, line: Int, _ make: @escaping @MainActor () -> Application
  ) {
    PreviewRegistry.shared.entries.append(
      PreviewEntry(name: name, file: file, line: line, make: { AppPreview(app: make()) }))
  }
}

extension _PlaygroundPreviews {
  /// Says how to make an app delegate an app adapts (`@UIApplicationDelegateAdaptor`): the
  /// generated code names the type, which Linux cannot make from the type alone.
  @MainActor
  public static func registerAppDelegate<Delegate: NSObject>(_ type: Delegate.Type, _ make: @escaping () -> Delegate) {
    AppDelegates.factories[ObjectIdentifier(type)] = make
  }
}

/// One registered preview.
package struct PreviewEntry {
  package let name: String
  package let file: String
  package let line: Int
  /// How it asked to be shown (layout, device, orientation).
  package let traits: PreviewTraits
  package let make: @MainActor () -> any View

  package init(
    name: String, file: String, line: Int, traits: PreviewTraits = PreviewTraits(),
    make: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.file = file
    self.line = line
    self.traits = traits
    self.make = make
  }

  /// The same preview under another name.
  func renamed(_ name: String) -> PreviewEntry {
    PreviewEntry(name: name, file: file, line: line, traits: traits, make: make)
  }

  /// The preview's view, type-erased: made once while it is shown (`PreviewContent`).
  @MainActor package func makeView() -> AnyView { AnyView(PreviewContent(token: token, make: make)) }

  /// This registration, told from a reload's.
  package let token = PreviewToken()
}

/// What the last registration pass added, in declaration order.
@MainActor
package final class PreviewRegistry {
  package static let shared = PreviewRegistry()
  package var entries: [PreviewEntry] = []

  /// Runs `register` (a loaded library's registration function) and returns what it added.
  package func collect(_ register: () -> Void) -> [PreviewEntry] {
    entries.removeAll()
    register()
    defer { entries.removeAll() }
    return Self.distinctlyNamed(entries)
  }

  /// The entries with a name each (the picker selects by name): a name seen before gets
  /// " (2)", " (3)"… (two providers' children may share a display name).
  static func distinctlyNamed(_ entries: [PreviewEntry]) -> [PreviewEntry] {
    var seen: Set<String> = []
    return entries.map { entry in
      var name = entry.name
      var count = 1
      while seen.contains(name) {
        count += 1
        name = "\(entry.name) (\(count))"
      }
      seen.insert(name)
      return name == entry.name ? entry : entry.renamed(name)
    }
  }
}
