import Testing

@testable import UserCode

/// What the scanner reads beyond the preview's name, as Xcode's `#Preview(_:traits:_:body:)`
/// documents it (traits after the name, several of them, or traits without a name), how it
/// rewrites `@Previewable` state and `@main` without moving the user's code, and how it finds
/// `App` types.
@Suite struct PreviewTraitsAndAppsScanTests {
  func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

  @Test func traitsAreReadWithOrWithoutANameAndSeveralAtOnce() {
    let source = """
      #Preview("Card", traits: .sizeThatFitsLayout) { A() }
      #Preview(traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) { A() }
      #Preview("Commented", traits: .portrait, // the usual one
               .fixedLayout(width: 10, height: 20)) { A() }
      #Preview("Plain") { A() }
      """
    let kinds = PreviewScanner.scan(source).previews.map(\.kind)
    #expect(
      kinds == [
        .macro(name: "Card", function: "__playgroundPreview_1", traits: ".sizeThatFitsLayout"),
        .macro(
          name: nil, function: "__playgroundPreview_2", traits: ".fixedLayout(width: 320, height: 200), .landscapeLeft"),
        .macro(
          name: "Commented", function: "__playgroundPreview_3",
          traits: ".portrait, .fixedLayout(width: 10, height: 20)"),
        .macro(name: "Plain", function: "__playgroundPreview_4", traits: nil),
      ])
  }

  @Test func theRegistrationPassesTheTraitsOnAndUsesTheProviderAndAppForms() {
    let source = """
      import SwiftUI
      #Preview("Card", traits: .sizeThatFitsLayout) { A() }
      struct P: PreviewProvider { static var previews: some View { A() } }
      @main struct MyApp: App { var body: some Scene { WindowGroup { A() } } }
      """
    let program = PreviewProgram.prepare([(OpenedSources.File(path: "/u/A.swift", displayName: "A.swift"), source)])
    let text = program.files[0].text
    #expect(
      text.contains(
        #"_PlaygroundPreviews.register(name: "Card", file: "A.swift", line: 2, traits: [.sizeThatFitsLayout]) { __playgroundPreview_1() }"#
      ))
    #expect(text.contains(#"_PlaygroundPreviews.registerProvider(name: "P", file: "A.swift", line: 3) { P.previews }"#))
    #expect(text.contains(#"_PlaygroundPreviews.registerApp(name: "MyApp", file: "A.swift", line: 4) { MyApp() }"#))
    #expect(program.previews.map(\.name) == ["Card", "P", "MyApp"])
    #expect(program.previews.map(\.isProvider) == [false, true, false])
  }

  @Test func appDelegatesAreFoundInBothAdaptorForms() {
    let source = """
      @main struct A: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
        @NSApplicationDelegateAdaptor private var macDelegate: MacDelegate
        // @UIApplicationDelegateAdaptor(Commented.self) var no
        var body: some Scene { WindowGroup { Text("x") } }
      }
      """
    #expect(AppDelegateScan.delegateTypes(in: source) == ["AppDelegate", "MacDelegate"])
    let program = PreviewProgram.prepare([(OpenedSources.File(path: "/u/A.swift", displayName: "A.swift"), source)])
    #expect(
      program.files[0].text.contains("_PlaygroundPreviews.registerAppDelegate(AppDelegate.self) { AppDelegate() }"))
  }

  @Test func mainIsBlankedInPlaceAndTheAppIsAPreview() {
    let source = """
      import SwiftUI

      @main
      struct Shop: App, Sendable {
        var body: some Scene { WindowGroup { Text("x") } }
      }
      @main struct Other: SwiftUI.App { var body: some Scene { WindowGroup { Text("y") } } }
      extension Shop: App {}
      let x = "@main"
      """
    let scan = PreviewScanner.scan(source)
    #expect(
      scan.previews == [
        FoundPreview(kind: .app(type: "Shop"), line: 4), FoundPreview(kind: .app(type: "Other"), line: 7),
      ])
    let prepared = lines(scan.text)
    #expect(prepared.count == lines(source).count)
    #expect(prepared[2] == "     ", "same columns")
    #expect(prepared[6].hasPrefix("      struct Other: SwiftUI.App {"))
    #expect(prepared[8] == #"let x = "@main""#, "a literal is not an attribute")
  }

  @Test func previewableStateBecomesAViewWithoutMovingAnyLineOrColumnBeforeIt() {
    let source = """
      #Preview("Counter") {
        @Previewable @State var count = 3 // starts at three
        @Previewable @State var items = [
          1, 2,
        ]
        @Previewable @State var name = "a } \\(1)"
        Stepper("Count \\(count)", value: $count)
      }
      let after = 1
      """
    let scan = PreviewScanner.scan(source)
    let original = lines(source)
    let prepared = lines(scan.text)
    #expect(prepared.count == original.count)
    #expect(
      prepared[0]
        == "@MainActor fileprivate func __playgroundPreview_1() -> some View { __PlaygroundPreviewable_1() }; "
        + "fileprivate struct __PlaygroundPreviewable_1: View {")
    #expect(prepared[1] == "               @State var count = 3 // starts at three")
    #expect(prepared[2] == "               @State var items = [")
    #expect(prepared[3] == original[3])
    #expect(prepared[4] == "  ]")
    #expect(prepared[5] == #"               @State var name = "a } \(1)" ; @ViewBuilder var body: some View {"#)
    #expect(prepared[6] == original[6], "the view's statements keep their columns")
    #expect(prepared[7] == "}}")
    #expect(prepared[8] == original[8])
  }

  @Test func previewableInsideANestedClosureIsNotTheMacros() {
    let source = "#Preview {\n  List { Text(\"@Previewable\") }\n}\n"
    let scan = PreviewScanner.scan(source)
    #expect(lines(scan.text)[0] == "@MainActor @ViewBuilder fileprivate func __playgroundPreview_1() -> some View {")
    #expect(lines(scan.text)[2] == "}")
  }
}
