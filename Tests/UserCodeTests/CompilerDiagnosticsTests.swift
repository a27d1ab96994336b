import Testing

@testable import UserCode

/// swiftc's output (both styles, copied from Swift 6.3.1) becomes located diagnostics on the
/// user's files.
@Suite struct CompilerDiagnosticsTests {
  let map = SourceLocationMap(entries: [
    .init(
      preparedPath: "/cache/42-1/build-3/Sub/Staircase.swift", displayName: "Sub/Staircase.swift",
      originalLineCount: 10, appendedLines: [12: 4, 13: 7])
  ])

  @Test func readsTheLLVMStyleWithNotesAndExcerpts() {
    let output = """
      /cache/42-1/build-3/Sub/Staircase.swift:7:6: error: invalid redeclaration of 'dup()'
      func dup() {}
           ^
      /cache/42-1/build-3/Sub/Staircase.swift:6:6: note: 'dup()' previously declared here
      func dup() {}
           ^
      /cache/42-1/build-3/Sub/Staircase.swift:3:7: warning: initialization of variable 'unused' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
        var unused = 1
        ~~~~^~~~~~
        _
      <unknown>:0: error: error opening input file 'gone.swift' (No such file or directory)
      """
    let diagnostics = CompilerDiagnostics.parse(output)
    #expect(diagnostics.count == 3)
    #expect(
      diagnostics[0].formatted == "/cache/42-1/build-3/Sub/Staircase.swift:7:6: error: invalid redeclaration of 'dup()'"
    )
    #expect(diagnostics[0].excerpt == ["func dup() {}", "     ^"])
    #expect(
      diagnostics[0].notes.map(\.formatted) == [
        "/cache/42-1/build-3/Sub/Staircase.swift:6:6: note: 'dup()' previously declared here"
      ])
    #expect(diagnostics[1].severity == .warning)
    #expect(diagnostics[1].message.hasSuffix("removing it"), "the group tag is dropped")
    #expect(diagnostics[1].excerpt.count == 3)
    #expect(
      diagnostics[2]
        == CompilerDiagnostic(
          file: nil, line: nil, column: nil, severity: .error,
          message: "error opening input file 'gone.swift' (No such file or directory)"))
  }

  @Test func readsTheSwiftStyleAndKeepsItsExcerptOutOfTheMessages() {
    let output = """
      /cache/42-1/build-3/Sub/Staircase.swift:9:6: error: invalid redeclaration of 'dup()'
       6 | struct S { func g(a: Int) {} }
       8 | func dup() {}
         |      `- note: 'dup()' previously declared here
       9 | func dup() {}
         |      `- error: invalid redeclaration of 'dup()'
      10 |

      /cache/42-1/build-3/Sub/Staircase.swift:4:10: error: cannot convert return expression of type 'String' to return type 'Int'
       4 |   return "x"
         |          `- error: cannot convert return expression of type 'String' to return type 'Int'

      """
    let diagnostics = CompilerDiagnostics.parse(output)
    #expect(diagnostics.map(\.line) == [9, 4])
    #expect(diagnostics[0].excerpt.count == 6)
    #expect(diagnostics[1].column == 10)
  }

  @Test func mapsPreparedPathsAndAppendedLinesToTheUsersFile() {
    let parsed = CompilerDiagnostics.parse(
      """
      /cache/42-1/build-3/Sub/Staircase.swift:5:3: error: cannot find 'x' in scope
      /cache/42-1/build-3/Sub/Staircase.swift:13:80: error: type 'Foo' has no member 'previews'
      /cache/42-1/build-3/__PlaygroundRegistration.swift:4:5: error: cannot find '__playgroundRegister_0' in scope
      """)
    let mapped = CompilerDiagnostics.mapped(parsed, through: map)
    #expect(
      mapped.map(\.formatted) == [
        "Sub/Staircase.swift:5:3: error: cannot find 'x' in scope",
        "Sub/Staircase.swift:7: error: type 'Foo' has no member 'previews'",  // the column was in generated text
        "__PlaygroundRegistration.swift:4:5: error: cannot find '__playgroundRegister_0' in scope",
      ])
  }

  @Test func summaryPutsErrorsFirstAndKeepsTheFirstSeveral() {
    func diagnostic(_ severity: CompilerDiagnostic.Severity, _ line: Int) -> CompilerDiagnostic {
      CompilerDiagnostic(file: "A.swift", line: line, column: 1, severity: severity, message: "m")
    }
    let all = [
      diagnostic(.warning, 1), diagnostic(.error, 2), diagnostic(.warning, 3), diagnostic(.error, 4),
      diagnostic(.error, 5),
    ]
    #expect(CompilerDiagnostics.summary(all, limit: 4).map(\.line) == [2, 4, 5, 1])
  }
}

/// Trap messages exactly as Swift 6.3.1 prints them on Linux (see RuntimeTrap).
@Suite struct RuntimeTrapTests {
  let map = SourceLocationMap(entries: [
    .init(
      preparedPath: "/cache/42-1/build-3/Sub/Staircase.swift", displayName: "Sub/Staircase.swift", originalLineCount: 40
    )
  ])

  @Test func forceUnwrappedNil() {
    let stderr = """
      PreviewCode/Staircase.swift:7: Fatal error: Unexpectedly found nil while unwrapping an Optional value

      *** Signal 4: Backtracing from 0x7fc30fd6df7f... done ***
      """
    #expect(
      RuntimeTrap.parse(stderr, map: map)
        == RuntimeTrap(
          message: "Fatal error: Unexpectedly found nil while unwrapping an Optional value",
          file: "Sub/Staircase.swift", line: 7))
  }

  @Test func preconditionFailure() {
    let stderr = "PreviewCode/Staircase.swift:9: Precondition failed: msg here\n"
    #expect(
      RuntimeTrap.parse(stderr, map: map)
        == RuntimeTrap(message: "Precondition failed: msg here", file: "Sub/Staircase.swift", line: 9))
  }

  @Test func indexOutOfRangeIsLocatedThroughTheBacktrace() {
    let stderr = """
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

      *** Signal 4: Backtracing from 0x7fed0556df7f... done ***

      *** Program crashed: Illegal instruction at 0x00007fed0556df7f ***

      Thread 0 "layout-playground" crashed:

        0      0x00007fed0556df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
        1 [ra] 0x00007fed056f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
        2 [ra] 0x00007fed05c69f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
        3 [ra] 0x000055dd1946332d Steps.body.getter + 332 in libpreview-3.so at /cache/42-1/build-3/Sub/Staircase.swift:5:14
        4 [ra] 0x000055dd1946332d main + 10 in layout-playground at /home/user/layout-playground/Sources/layout-playground/Main.swift:3:1
      """
    #expect(
      RuntimeTrap.parse(stderr, map: map)
        == RuntimeTrap(message: "Fatal error: Index out of range", file: "Sub/Staircase.swift", line: 5))
  }

  @Test func olderFormatAndUnknownFiles() {
    #expect(
      RuntimeTrap.parse(
        "Fatal error: Unexpectedly found nil while unwrapping an Optional value: file PreviewCode/Staircase.swift, line 12\n",
        map: map)
        == RuntimeTrap(
          message: "Fatal error: Unexpectedly found nil while unwrapping an Optional value",
          file: "Sub/Staircase.swift", line: 12))
    #expect(
      RuntimeTrap.parse("Swift/Array.swift:10: Fatal error: boom\n", map: map)
        == RuntimeTrap(message: "Fatal error: boom", file: nil, line: nil))
    #expect(RuntimeTrap.parse("Segmentation fault\n", map: map) == nil)
  }
}
