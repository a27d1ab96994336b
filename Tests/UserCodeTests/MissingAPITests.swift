import Testing

@testable import UserCode

/// A compile error naming SwiftUI API the playground lacks gets one sentence saying so; the
/// user's own typos do not. The messages are the compiler's, as it prints them for code written
/// against SwiftUI (matchedGeometryEffect, UIHostingController and NavigationSplitView are in
/// Apple's SwiftUI documentation).
@Suite struct MissingAPITests {
  func error(_ message: String) -> CompilerDiagnostic {
    CompilerDiagnostic(file: "A.swift", line: 3, column: 5, severity: .error, message: message)
  }

  @Test func swiftUINamesTheCompilerCannotFindGetASentenceEach() {
    let diagnostics = [
      error("value of type 'some View' has no member 'matchedGeometryEffect'"),
      error("cannot find 'UIHostingController' in scope"),
      error("cannot find type 'NavigationSplitView' in scope"),
      error("value of type 'ModifiedContent<Text, _PaddingLayout>' has no member 'matchedGeometryEffect'"),
      error("type 'Font' has no member 'largeTitle2'"),
      error("unknown attribute 'Namespace'"),
    ]
    #expect(
      MissingAPI.sentences(for: diagnostics) == [
        "`matchedGeometryEffect` is SwiftUI API the playground does not support yet (docs/swiftui-support.md)",
        "`UIHostingController` is SwiftUI API the playground does not support yet (docs/swiftui-support.md)",
        "`NavigationSplitView` is SwiftUI API the playground does not support yet (docs/swiftui-support.md)",
        "`Namespace` is SwiftUI API the playground does not support yet (docs/swiftui-support.md)",
      ])
  }

  @Test func theUsersOwnTypesAndTyposAreNotSwiftUIs() {
    let diagnostics = [
      error("cannot find 'missingName' in scope"),
      error("value of type 'Model' has no member 'title'"),
      error("value of type 'some View' has no member 'fancyGlow'"),
      CompilerDiagnostic(
        file: "A.swift", line: 1, column: 1, severity: .warning,
        message: "value of type 'some View' has no member 'matchedGeometryEffect'"),
    ]
    #expect(MissingAPI.sentences(for: diagnostics).isEmpty)
  }

  @Test func typesAreJudgedByTheirOutermostName() {
    #expect(MissingAPI.isSwiftUI(type: "some View"))
    #expect(MissingAPI.isSwiftUI(type: "SwiftUI.Text"))
    #expect(MissingAPI.isSwiftUI(type: "Font.Weight"))
    #expect(!MissingAPI.isSwiftUI(type: "Model"))
    #expect(!MissingAPI.isSwiftUI(type: "Array<Model>"))
  }
}
