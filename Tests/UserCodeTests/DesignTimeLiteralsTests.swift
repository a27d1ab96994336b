import Testing

@testable import UserCode

/// Which literals `open` turns into design-time lookups, what the rewritten text looks like,
/// and how a diagnostic's column on a widened line maps back to the user's.
@Suite struct DesignTimeLiteralsTests {
  /// The source text of each literal that becomes a lookup.
  func lookedUp(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    return DesignTimeLiterals(text).literals.map { String(decoding: bytes[$0.bytes], as: UTF8.self) }
  }

  @Test func expressionsLiteralsAreLookedUp() {
    let text = """
      struct V: View {
        @State private var count = 0
        var body: some View {
          VStack(spacing: 12) {
            Text("Hello").padding(8).opacity(0.5).offset(x: -4)
            Toggle("On", isOn: .constant(true))
          }
        }
      }
      """
    #expect(lookedUp(text) == ["0", "12", "\"Hello\"", "8", "0.5", "-4", "\"On\"", "true"])
    let values = DesignTimeLiterals(text).literals.map(\.value)
    #expect(values[5] == .integer(-4))
    #expect(values[2] == .string("Hello"))
    #expect(values[4] == .float(0.5))
    #expect(values[7] == .boolean(true))
  }

  @Test func constantsSwiftNeedsAreLeftAlone() {
    let text = """
      #if compiler(>=5.9) && DEBUG
      #endif
      enum Mode: Int { case a = 1, b = 2 }
      let global = 40
      struct S {
        static let shared = 41
        @available(iOS 15, *) func f(label: String = "x", count: Int = 3) -> String {
          switch count {
          case 0, 1: return "few"
          default: break
          }
          if case 2 = count { return "two" }
          while true { break }
          return "Hi \\(count + 1)"
        }
        @inlinable func g() -> Int { 42 }
        var computed: Int { 43 }
      }
      #Preview("Name", traits: .fixedLayout(width: 100, height: 200)) { Text("Body") }
      let c: Character = "c"
      let multi = \"\"\"
        lines
        \"\"\"
      let raw = #"raw"#
      struct S_Previews: PreviewProvider {
        static var previews: some View { S(count: 7) }
      }
      """
    #expect(lookedUp(text) == ["\"few\"", "\"two\"", "43", "\"Body\""])
  }

  @Test func aFileThatDoesNotParseKeepsItsLiterals() {
    #expect(lookedUp("func f() { let a = [1, 2 }").isEmpty)
    #expect(lookedUp("func f() { let a = [1, 2] }") == ["1", "2"])
  }

  @Test func theSkeletonIgnoresValuesButNotKindsOrCode() {
    let a = DesignTimeLiterals("Text(\"Hello\").padding(8) // note")
    let b = DesignTimeLiterals("Text(\"Bonjour\").padding(30) // note")
    let kind = DesignTimeLiterals("Text(\"Hello\").padding(8.5) // note")
    let comment = DesignTimeLiterals("Text(\"Hello\").padding(8) // other")
    #expect(a.skeleton == b.skeleton)
    #expect(a.skeleton != kind.skeleton)
    #expect(a.skeleton != comment.skeleton)
  }

  @Test func theRewriteKeepsLinesAndWrapsEachLiteral() {
    let text = "{ let a = [1, 2]\nText(\"Hi\").padding(-8) }\n"
    let (rewritten, columns) = DesignTimeRewrite.rewrite(text, literals: DesignTimeLiterals(text), file: 3)
    #expect(
      rewritten == """
        { let a = [__designTimeInteger("#3_0", fallback: 1), __designTimeInteger("#3_1", fallback: 2)]
        Text(__designTimeString("#3_2", fallback: "Hi")).padding(__designTimeInteger("#3_3", fallback: -8)) }

        """)
    // Line 2: `.padding` is at user column 11; in the prepared line it moved right.
    let prepared = Array(rewritten.split(separator: "\n")[1].utf8)
    let paddingColumn = prepared.indices.first { Array(prepared[$0...].prefix(8)) == Array(".padding".utf8) }! + 1
    #expect(columns.userColumn(line: 2, column: paddingColumn) == 11)
    // Inside the wrapper's opening: the literal's first column; inside the literal: the same place.
    #expect(columns.userColumn(line: 2, column: 6) == 6)
    let minus = prepared.indices.first { prepared[$0] == UInt8(ascii: "-") }! + 1
    #expect(columns.userColumn(line: 2, column: minus + 1) == 21)
    // A line without literals keeps its columns.
    #expect(columns.userColumn(line: 3, column: 4) == 4)
  }

  @Test func aDiagnosticOnAWidenedLinePointsAtTheUsersColumn() {
    let text = "func f() { let a = 1; let b: String = 2 }\n"
    let program = PreviewProgram.prepare([(OpenedSources.File(path: "/u/A.swift", displayName: "A.swift"), text)])
    let map = SourceLocationMap(program: program, folder: "/build")
    let prepared = Array(program.files[0].text.utf8)
    // The compiler would point at the second literal (`2`): in the prepared text, after its wrapper.
    let two = prepared.lastIndex(of: UInt8(ascii: "2"))! + 1
    let diagnostic = CompilerDiagnostic(
      file: "/build/A.swift", line: 1, column: two, severity: .error, message: "cannot convert")
    let mapped = CompilerDiagnostics.mapped([diagnostic], through: map)
    #expect(mapped[0].file == "A.swift")
    #expect(mapped[0].column == 39)
  }
}
