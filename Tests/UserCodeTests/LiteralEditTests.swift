import Foundation
import Testing

@testable import UserCode

/// Whether a save needs a build or only new literal values, and which values.
@Suite struct LiteralEditTests {
  let file = OpenedSources.File(path: "/u/Counter.swift", displayName: "Counter.swift")
  let original = """
    struct CounterView: View {
      @State private var count = 0
      var body: some View {
        VStack {
          Text("Hello").padding(8)
          switch count { case 1: Text("one"); default: EmptyView() }
        }
      }
    }
    """

  func built(_ texts: [(OpenedSources.File, String)]) -> BuiltLiterals {
    let inputs = texts.map { (file: $0.0, text: $0.1) }
    return BuiltLiterals(program: PreviewProgram.prepare(inputs), inputs: inputs)
  }

  func edit(_ from: String, _ to: String) -> String { original.replacingOccurrences(of: from, with: to) }

  @Test func literalValuesOnlyGiveTheirNewValues() throws {
    let built = built([(file, original)])
    let saved = edit("padding(8)", "padding(30)").replacingOccurrences(of: "\"Hello\"", with: "\"Bonjour\"")
    let values = try #require(LiteralEdit.values(built: built, current: [(file.path, saved)]))
    #expect(values == ["#0_1": .string("Bonjour"), "#0_2": .integer(30)])
  }

  @Test func theBuiltTextGivesAnEmptyTable() {
    #expect(LiteralEdit.values(built: built([(file, original)]), current: [(file.path, original)]) == [:])
  }

  @Test func otherEditsNeedABuild() {
    let built = built([(file, original)])
    for saved in [
      edit("padding(8)", "padding(8.5)"),  // another kind of literal
      edit("padding(8)", "padding(8, 9)"),  // another literal count
      edit("padding(8)", "padding( 8)"),  // spacing
      edit(".padding(8)", ".opacity(8)"),  // another token
      edit("case 1:", "case 2:"),  // a literal Swift needs constant
      edit("Text(\"Hello\")", "Text(\"Hello\") // hi"),  // a comment
    ] {
      #expect(LiteralEdit.values(built: built, current: [(file.path, saved)]) == nil, "\(saved)")
    }
  }

  @Test func anAddedOrMissingFileNeedsABuild() {
    let other = OpenedSources.File(path: "/u/Other.swift", displayName: "Other.swift")
    let built = built([(file, original)])
    #expect(LiteralEdit.values(built: built, current: [(file.path, original), (other.path, "let x = 1")]) == nil)
    #expect(LiteralEdit.values(built: built, current: [(other.path, original)]) == nil)
  }

  @Test func aGlobalsInitialValueNeedsABuild() {
    let other = OpenedSources.File(path: "/u/Other.swift", displayName: "Other.swift")
    let built = built([(other, "let size = 10")])
    #expect(LiteralEdit.values(built: built, current: [(other.path, "let size = 12")]) == nil)
  }

  @Test func keysNameTheFileInTheBuild() throws {
    let other = OpenedSources.File(path: "/u/Other.swift", displayName: "Other.swift")
    let built = built([(file, original), (other, "func size() -> Int { 10 }")])
    let values = try #require(
      LiteralEdit.values(built: built, current: [(file.path, original), (other.path, "func size() -> Int { 12 }")]))
    #expect(values == ["#1_0": .integer(12)])
  }

  @Test func eachKindOfLiteralIsReadWithItsValue() {
    let text = "f(1, 2.5, true, \"Hi\")"
    let skeleton = DesignTimeLiterals("g { \(text) }").skeleton
    func read(_ saved: String) -> [LiteralValue]? {
      LiteralLexeme.values(of: Array("g { \(saved) }".utf8), matching: skeleton)
    }
    #expect(
      read("f(-0x1F, 1_000.5e-1, false, \"a\\\"b\\n\\u{E9}\")") == [
        .integer(-31), .float(100.05), .boolean(false), .string("a\"b\n\u{E9}"),
      ])
    #expect(read("f(1.5, 2.5, true, \"Hi\")") == nil, "an integer became a float")
    #expect(read("f(1, 2, true, \"Hi\")") == nil, "a float became an integer")
    #expect(read("f(1, 2.5, truer, \"Hi\")") == nil)
    #expect(read("f(1, 2.5, true, \"Hi \\(x)\")") == nil, "an interpolation")
    #expect(read("f(1, 2.5, true, \"\"\"Hi\")") == nil)
    #expect(read("f(1e, 2.5, true, \"Hi\")") == nil)
  }

  /// The quick comparison agrees with parsing the saved file again, on edits of every sort.
  @Test func theLexemeComparisonAgreesWithAFullParse() {
    let built = DesignTimeLiterals(original)
    let edits = [
      edit("padding(8)", "padding(30)"), edit("padding(8)", "padding(-30)"), edit("padding(8)", "padding(8.5)"),
      edit("padding(8)", "padding(0x8)"), edit("\"Hello\"", "\"Hello, world\""), edit("\"Hello\"", "\"\\(count)\""),
      edit("\"Hello\"", "\"Hel\" + \"lo\""), edit("count = 0", "count = 10"), edit("case 1", "case 10"),
      edit("padding(8)", "padding(8 )"), edit("padding(8)", "padding(8.max)"),
    ]
    for saved in edits {
      let quick = LiteralLexeme.values(of: Array(saved.utf8), matching: built.skeleton)
      let parsed = DesignTimeLiterals(saved)
      #expect((quick != nil) == (parsed.skeleton == built.skeleton), "\(saved)")
      if let quick { #expect(quick == parsed.literals.map(\.value), "\(saved)") }
    }
  }
}
