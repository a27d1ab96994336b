import Testing

@testable import UserCode

/// The program names previews across files, registers them from their own file after its last
/// line, and exports one entry point.
@Suite struct PreviewProgramTests {
  func file(_ name: String) -> OpenedSources.File { OpenedSources.File(path: "/p/" + name, displayName: name) }

  let staircase = """
    import SwiftUI
    private struct Steps: View { var body: some View { Text("s") } }
    #Preview { Steps() }
    #Preview("Named") { Steps() }
    """
  let chips =
    "import SwiftUI\n#Preview {\n  Text(\"c\")\n}\nstruct Chips_Previews: PreviewProvider { static var previews: some View { Text(\"p\") } }\n"
  let model = "import Foundation\nstruct Model {}\n"
  let noImport = "import Foundation\n#Preview { Text(\"x\") }\n"

  @Test func namesUnnamedPreviewsAcrossFilesInOrder() {
    let program = PreviewProgram.prepare([
      (file("Staircase.swift"), staircase), (file("Model.swift"), model), (file("Sub/Chips.swift"), chips),
    ])
    #expect(
      program.previews == [
        .init(name: "Preview 1", file: "Staircase.swift", line: 3),
        .init(name: "Named", file: "Staircase.swift", line: 4),
        .init(name: "Preview 2", file: "Sub/Chips.swift", line: 2),
        .init(name: "Chips_Previews", file: "Sub/Chips.swift", line: 5, isProvider: true),
      ])
  }

  @Test func aSingleUnnamedPreviewIsCalledPreview() {
    let program = PreviewProgram.prepare([(file("Chips.swift"), chips)])
    #expect(program.previews.map(\.name) == ["Preview", "Chips_Previews"])
  }

  @Test func registrationIsAppendedAfterTheLastLine() {
    let program = PreviewProgram.prepare([(file("Staircase.swift"), staircase), (file("Model.swift"), model)])
    let prepared = program.files[0]
    #expect(prepared.originalLineCount == 4)
    let lines = prepared.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "private struct Steps: View { var body: some View { Text(\"s\") } }")
    #expect(lines[2] == "@MainActor @ViewBuilder fileprivate func __playgroundPreview_1() -> some View { Steps() }")
    #expect(
      Array(lines[4...]) == [
        "// layout-playground: registers this file's previews (generated after your last line).",
        "@MainActor func __playgroundRegister_0() {",
        "  _PlaygroundPreviews.register(name: \"Preview\", file: \"Staircase.swift\", line: 3) { __playgroundPreview_1() }",
        "  _PlaygroundPreviews.register(name: \"Named\", file: \"Staircase.swift\", line: 4) { __playgroundPreview_2() }",
        "}",
        "",
      ])
    #expect(prepared.appendedLines[7] == 3 && prepared.appendedLines[8] == 4)
    #expect(program.files[1].text == model, "a file without previews is compiled as written")
    #expect(program.glue.contains("@_cdecl(\"layout_playground_register_previews\")"))
    #expect(program.glue.contains("    __playgroundRegister_0()\n  }"))
    #expect(!program.glue.contains("__playgroundRegister_1"))
  }

  @Test func aFileWithoutTheUIImportGetsOneAtTheEnd() {
    let program = PreviewProgram.prepare([(file("Bare.swift"), noImport), (file("Chips.swift"), chips)])
    #expect(program.files[0].text.hasSuffix("}\nimport SwiftUI\n"))
    #expect(!program.files[1].text.contains("}\nimport SwiftUI"))
  }
}
