/// Tells a compile error about something SwiftUI has but the playground does not implement yet
/// from an error about the user's own code, so the panel can say which it is.
///
/// The compiler's messages name the missing member or type; a name counts as SwiftUI's when it
/// is in `SwiftUIAPINames` (generated from Apple's SwiftUI documentation). For a missing member,
/// the type it was looked up on must be SwiftUI's too (`some View`, `Font`, `PickerStyle`…),
/// so that `value of type 'Model' has no member 'title'` stays the user's own typo.
package enum MissingAPI {
  /// One sentence per missing SwiftUI name among the errors, in order, each once.
  package static func sentences(for diagnostics: [CompilerDiagnostic]) -> [String] {
    var seen: Set<String> = []
    var sentences: [String] = []
    for diagnostic in diagnostics where diagnostic.severity == .error {
      guard let name = missingSwiftUIName(in: diagnostic.message), seen.insert(name).inserted else { continue }
      sentences.append("`\(name)` is SwiftUI API the playground does not support yet (docs/swiftui-support.md)")
    }
    return sentences
  }

  /// The SwiftUI name an error message says is missing, if it says so of one.
  static func missingSwiftUIName(in message: String) -> String? {
    if let match = message.wholeMatch(of: #/(?:value of type|type) '(.+)' has no member '(\w+)'/#) {
      return isSwiftUI(type: String(match.1)) && isSwiftUI(String(match.2)) ? String(match.2) : nil
    }
    if let match = message.wholeMatch(of: #/module 'SwiftUI' has no member named '(\w+)'/#) {
      return isSwiftUI(String(match.1)) ? String(match.1) : nil
    }
    // `@Namespace var ns` without a `Namespace` property wrapper: "unknown attribute".
    if let match = message.wholeMatch(of: #/(?:cannot find (?:type )?'(\w+)' in scope|unknown attribute '(\w+)')/#) {
      let name = String(match.1 ?? match.2 ?? "")
      return isSwiftUI(name) ? name : nil
    }
    if let match = message.wholeMatch(of: #/cannot infer contextual base in reference to member '(\w+)'/#) {
      return isSwiftUI(String(match.1)) ? String(match.1) : nil
    }
    return nil
  }

  static func isSwiftUI(_ name: String) -> Bool { SwiftUIAPINames.all.contains(Substring(name)) }

  /// `some View`, `ModifiedContent<Text, _PaddingLayout>`, `Font.Weight`, `any ShapeStyle`: a
  /// SwiftUI type when its outermost named type is one.
  static func isSwiftUI(type: String) -> Bool {
    var words = type.split(whereSeparator: { $0 == " " })
    if let first = words.first, ["some", "any"].contains(first) { words.removeFirst() }
    guard let head = words.first else { return false }
    let outermost = head.prefix(while: { $0 != "<" }).split(separator: ".")
    // `SwiftUI.Text`: the module's own name is no type.
    let names =
      outermost.first == "SwiftUI" || outermost.first == "PlaygroundUI" ? outermost.dropFirst() : outermost[...]
    return names.first.map { isSwiftUI(String($0)) } ?? false
  }
}
