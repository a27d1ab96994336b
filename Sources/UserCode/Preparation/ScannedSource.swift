/// One preview declared in a file, as the scanner found it.
package struct FoundPreview: Equatable, Sendable {
  package enum Kind: Equatable, Sendable {
    /// A `#Preview` block, rewritten into the file-private function `function`. `name` is the
    /// string given to the macro, nil when it has none (the program numbers those). `traits`:
    /// the source of its `traits:` arguments on one line (`.sizeThatFitsLayout, .landscapeLeft`).
    case macro(name: String?, function: String, traits: String? = nil)
    /// A type conforming to `PreviewProvider`; its `previews` are shown under the type's name
    /// (each child of a `Group` as a preview of its own, named by `.previewDisplayName`).
    case provider(type: String)
    /// A type conforming to `App` (usually the `@main` one): listed under the type's name,
    /// showing its first `WindowGroup`'s content.
    case app(type: String)
  }

  package var kind: Kind
  /// The 1-based line of `#Preview` or of the type's declaration, in the user's file.
  package var line: Int

  /// A `#Preview` without a name: the program numbers these.
  package var isUnnamed: Bool {
    if case .macro(name: nil, _, _) = kind { return true }
    return false
  }
}

/// What the scanner made of one file.
package struct ScannedSource: Equatable, Sendable {
  /// The text to compile: the original with each `#Preview…{` opening rewritten into a function
  /// header on the same lines. Every line number of the original is unchanged.
  package var text: String
  /// The previews, in source order.
  package var previews: [FoundPreview]
  /// Whether the file imports all of SwiftUI (or PlaygroundUI), which the appended
  /// registration function needs in order to see `_PlaygroundPreviews`.
  package var importsUI: Bool
  /// True when the file was left untouched because a brace, comment or literal is unbalanced:
  /// the compiler, not the scanner, should report that.
  package var passedThrough: Bool
}
