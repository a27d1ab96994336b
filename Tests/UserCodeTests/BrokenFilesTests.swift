import Foundation
import Testing

@testable import UserCode

/// One broken file does not hide the others' previews: the files with errors, and the files
/// that name what those declare, are left out of one retry build.
@Suite(.serialized) struct BrokenFilesTests {
  @Test func theFilesNeedingABrokenOneAreLeftOutTransitively() {
    let inputs = [
      ("Bad.swift", "struct Bad: View { var body: some View { Text(missing) } }\nfunc helper() {}\n"),
      ("UsesBad.swift", "struct Card: View { var body: some View { Bad() } }\n"),
      ("UsesCard.swift", "#Preview { Card() }\n"),
      ("Good.swift", "struct Good: View { var body: some View { Text(\"Bad\") } } // Bad in a literal\n"),
      ("Local.swift", "struct Local { func f() { let body = 1; _ = body } }\n"),
    ]
    #expect(
      BrokenFiles.excluded(broken: ["Bad.swift"], among: inputs) == ["Bad.swift", "UsesBad.swift", "UsesCard.swift"])
    #expect(BrokenFiles.declarations(in: inputs[0].1) == ["Bad", "helper"], "members are not file-scope names")
  }

  let good = """
    import SwiftUI

    struct Good: View {
      var body: some View { Text("good") }
    }

    #Preview("Good") { Good() }
    """

  /// An error inside a `@Previewable` preview, past the rewritten declarations: its line and
  /// column must be the user's.
  let broken = """
    import SwiftUI

    struct Bad: View {
      var body: some View { Text("bad") }
    }

    #Preview("Bad") {
      @Previewable @State var count = 0
      Bad().opacity(missingName)
    }
    """

  let needsBroken = "import SwiftUI\n\n#Preview(\"Needs bad\") { Bad() }\n"

  @Test func aRetryBuildShowsTheOtherFilesAndKeepsTheBrokenOnesErrors() throws {
    let (compiler, root) = try UserCodeCompilerTests().makeCompiler()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = UserCodeCompilerTests().file
    let result = compiler.build([
      (file("Bad.swift"), broken), (file("Good.swift"), good), (file("Needs.swift"), needsBroken),
    ])
    guard case .success(let library) = result else {
      Issue.record("expected the good file to build, got \(result)")
      return
    }
    #expect(library.previews.map(\.name) == ["Good"])
    let leftOut = try #require(library.leftOut)
    #expect(leftOut.files == ["Bad.swift", "Needs.swift"])
    #expect(leftOut.broken == ["Bad.swift"])
    #expect(leftOut.diagnostics.first?.formatted == "Bad.swift:9:17: error: cannot find 'missingName' in scope")
    #expect(leftOut.summary == "Bad.swift does not build (nor Needs.swift, which needs it)")
  }

  @Test func whenNoFileIsLeftWithAPreviewTheFailureStands() throws {
    let (compiler, root) = try UserCodeCompilerTests().makeCompiler()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = UserCodeCompilerTests().file
    let result = compiler.build([(file("Bad.swift"), broken), (file("Needs.swift"), needsBroken)])
    guard case .failure(let diagnostics, _) = result else {
      Issue.record("expected failure, got \(result)")
      return
    }
    #expect(diagnostics.first?.formatted == "Bad.swift:9:17: error: cannot find 'missingName' in scope")
  }
}
