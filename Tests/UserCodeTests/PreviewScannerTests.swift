import Testing

@testable import UserCode

/// The scanner finds exactly the previews a reader sees, rewrites only `#Preview…{` openings,
/// and keeps every line where it was.
@Suite struct PreviewScannerTests {
  func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

  @Test func rewritesEachPreviewOpeningOnItsOwnLine() {
    let source = """
      import SwiftUI

      struct Hello: View {
        var body: some View { Text("hi") }
      }

      #Preview {
        Hello()
      }

      #Preview("Dark \\"mode\\"") {
        Hello()
      }

      #Preview("Wide", traits: .fixedLayout(width: 300, height: 100)) { Hello() }
      """
    let scan = PreviewScanner.scan(source)
    #expect(!scan.passedThrough)
    #expect(scan.importsUI)
    #expect(
      scan.previews == [
        FoundPreview(kind: .macro(name: nil, function: "__playgroundPreview_1"), line: 7),
        FoundPreview(kind: .macro(name: "Dark \"mode\"", function: "__playgroundPreview_2"), line: 11),
        FoundPreview(
          kind: .macro(
            name: "Wide", function: "__playgroundPreview_3", traits: ".fixedLayout(width: 300, height: 100)"),
          line: 15),
      ])
    let original = lines(source)
    let prepared = lines(scan.text)
    #expect(prepared.count == original.count)
    for (number, (before, after)) in zip(original, prepared).enumerated() where ![6, 10, 14].contains(number) {
      #expect(before == after, "line \(number + 1) changed")
    }
    #expect(prepared[6] == "@MainActor @ViewBuilder fileprivate func __playgroundPreview_1() -> some View {")
    #expect(prepared[10] == "@MainActor @ViewBuilder fileprivate func __playgroundPreview_2() -> some View {")
    #expect(prepared[14] == "@MainActor @ViewBuilder fileprivate func __playgroundPreview_3() -> some View { Hello() }")
  }

  @Test func anOpeningOverSeveralLinesKeepsItsLineBreaks() {
    let source = "#Preview(\n  \"Tall\",\n  traits: .portrait\n)\n{\n  Text(\"x\")\n}\nlet after = 1\n"
    let scan = PreviewScanner.scan(source)
    #expect(
      scan.previews == [
        FoundPreview(kind: .macro(name: "Tall", function: "__playgroundPreview_1", traits: ".portrait"), line: 1)
      ])
    let prepared = lines(scan.text)
    #expect(prepared.count == lines(source).count)
    #expect(prepared[0] == "@MainActor @ViewBuilder fileprivate func __playgroundPreview_1() -> some View {")
    #expect(prepared[5] == "  Text(\"x\")")
    #expect(prepared[7] == "let after = 1")
  }

  @Test func findsPreviewProvidersAmongConformances() {
    let source = """
      import SwiftUI
      struct A_Previews: PreviewProvider {
        static var previews: some View { Text("a") }
      }
      private struct B: Equatable, SwiftUI.PreviewProvider {
        static var previews: some View { Text("b") }
      }
      fileprivate final class C
        : @preconcurrency PreviewProvider where Self: AnyObject {
        static var previews: some View { Text("c") }
      }
      struct NotAPreview: View, Hashable { var body: some View { Text("n") } }
      struct Generic<T>: PreviewProvider { static var previews: some View { Text("g") } }
      extension D: PreviewProvider {}
      enum Outer { struct Nested: PreviewProvider { static var previews: some View { Text("x") } } }
      """
    let scan = PreviewScanner.scan(source)
    #expect(
      scan.previews == [
        FoundPreview(kind: .provider(type: "A_Previews"), line: 2),
        FoundPreview(kind: .provider(type: "B"), line: 5),
        FoundPreview(kind: .provider(type: "C"), line: 8),
        FoundPreview(kind: .provider(type: "D"), line: 14),
      ])
    #expect(scan.text == source, "providers need no rewriting")
  }

  @Test func commentsAndLiteralsHideBracesAndPreviews() {
    let source = #"""
      import SwiftUI
      // #Preview { Text("in a line comment") }
      /* outer /* nested #Preview { */ still comment } */
      let a = "#Preview { \" } {"
      let b = ##"raw "#Preview" { \(x) "##
      let c = """
        #Preview {
        } } }
        """
      let d = "interpolated \(dict["}"] ?? "{") and \( { "}" }() ) done"
      let e = #/ { #Preview /#
      #Preview("After all that") { Text("}") }
      """#
    let scan = PreviewScanner.scan(source)
    #expect(!scan.passedThrough)
    #expect(
      scan.previews == [FoundPreview(kind: .macro(name: "After all that", function: "__playgroundPreview_1"), line: 12)]
    )
    #expect(lines(scan.text)[0..<11] == lines(source)[0..<11])
  }

  @Test func rawAndMultilineNamesAreRead() {
    let scan = PreviewScanner.scan("#Preview(#\"C:\\dir\"#) { A() }\n#Preview(\"\\u{1F600} smile\") { A() }\n")
    #expect(
      scan.previews.map(\.kind) == [
        .macro(name: #"C:\dir"#, function: "__playgroundPreview_1"),
        .macro(name: "😀 smile", function: "__playgroundPreview_2"),
      ])
  }

  @Test(arguments: [
    "#Preview { Text(\"x\")\n",  // body never closes
    "struct A {\n#Preview { Text(\"x\") }\n",  // an earlier brace never closes
    "}\n#Preview { Text(\"x\") }\n",  // a brace closes nothing
    "#Preview(\"x\" { Text(\"x\") }\n",  // argument list never closes
    "/* never closed\n#Preview { Text(\"x\") }\n",
    "let s = \"never closed\n#Preview { Text(\"x\") }\n",
  ])
  func unbalancedFilesPassThroughUntouched(source: String) {
    let scan = PreviewScanner.scan(source)
    #expect(scan.passedThrough)
    #expect(scan.previews.isEmpty)
    #expect(scan.text == source)
  }

  @Test func previewsOnlyCountAtFileScope() {
    let source = "struct S {\n  func f() { let x = \"#Preview {\" }\n}\n"
    #expect(PreviewScanner.scan(source).previews.isEmpty)
  }

  @Test func seesWholeModuleImportsOfTheUIModule() {
    #expect(PreviewScanner.scan("import Foundation\n@preconcurrency import SwiftUI\n").importsUI)
    #expect(PreviewScanner.scan("import PlaygroundUI\n").importsUI)
    #expect(!PreviewScanner.scan("import struct SwiftUI.Text\nimport Foundation\n").importsUI)
    #expect(!PreviewScanner.scan("// import SwiftUI\nimport Foundation\n").importsUI)
  }
}
