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
    name: String, file: String, line: Int, _ make: @escaping @MainActor () -> any View
  ) {
    PreviewRegistry.shared.entries.append(PreviewEntry(name: name, file: file, line: line, make: make))
  }
}

/// One registered preview.
package struct PreviewEntry {
  package let name: String
  package let file: String
  package let line: Int
  package let make: @MainActor () -> any View

  package init(name: String, file: String, line: Int, make: @escaping @MainActor () -> any View) {
    self.name = name
    self.file = file
    self.line = line
    self.make = make
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
    return entries
  }
}
