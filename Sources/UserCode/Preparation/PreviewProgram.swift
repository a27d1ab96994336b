/// The opened files made ready to compile into one library: each file rewritten by the
/// scanner with a registration function appended, one glue file exporting the C entry point the
/// loader calls, and the list of previews that entry point will register.
///
/// Registration is per file because a preview may use its file's `private` declarations, which
/// only code in the same file can reach. It is appended after the last line, so every line of
/// the user's file keeps its number. A file that does not import SwiftUI also gets
/// `import SwiftUI` appended (Swift accepts an import anywhere at file scope), since the
/// registration names `_PlaygroundPreviews` (the app's `SwiftUI` module re-exports PlaygroundUI).
///
/// Naming: a named `#Preview` keeps its name and a `PreviewProvider` shows under its type's name.
/// Unnamed `#Preview`s are counted over all the opened files: a single one is "Preview"; when
/// there are several they are "Preview 1", "Preview 2"… in order (files in the order opened,
/// previews in source order), so every unnamed entry in the picker is distinct. The first
/// preview of the list is the default.
package struct PreviewProgram: Equatable, Sendable {
  /// One file as it will be compiled.
  package struct PreparedFile: Equatable, Sendable {
    package var source: OpenedSources.File
    /// Where to write it inside the build folder: the display name, so the basename (which
    /// `#fileID` and the runtime's trap messages use) is the user's.
    package var relativePath: String
    package var text: String
    /// Lines 1…this are the user's, unchanged.
    package var originalLineCount: Int
    /// For each appended line, the user line it belongs to (the preview it registers).
    package var appendedLines: [Int: Int]
    /// The internal function appended to the file that registers its previews; nil without
    /// previews. (The glue calls it; with several modules, the module's glue does.)
    package var registration: String?
    /// The user's literals, each looked up as `#N_I` (N: this file's index in the program).
    package var literals: DesignTimeLiterals
    /// Where the lookups widened the user's lines.
    package var columns: LiteralColumns
  }

  /// One entry of the preview picker.
  package struct Preview: Equatable, Sendable {
    package var name: String
    /// The file's display name.
    package var file: String
    package var line: Int
    /// A `PreviewProvider`: it may stand for several previews, named when it runs
    /// (`.previewDisplayName`), so `name` is only its first one's default name.
    package var isProvider = false
  }

  package static let glueFileName = "__PlaygroundRegistration.swift"
  package static let entryPoint = "layout_playground_register_previews"

  package var files: [PreparedFile]
  package var glue: String
  package var previews: [Preview]

  /// Prepares `inputs` as code for `platform`: its literals become design-time lookups
  /// (`DesignTimeRewrite`), its `#if os(…)` conditions choose that platform's branches
  /// (`PlatformConditions`), and `#selector` compiles (`ObjCSelectors`).
  /// `literalLookups: false` leaves the literals as written (tests compare the two).
  package static func prepare(
    _ inputs: [(file: OpenedSources.File, text: String)], platform: TargetPlatform = .ios, literalLookups: Bool = true
  ) -> PreviewProgram {
    let literals = inputs.map {
      literalLookups ? DesignTimeLiterals.cached($0.text) : DesignTimeLiterals(unchanged: $0.text)
    }
    let rewritten = zip(inputs, literals).enumerated().map { index, pair in
      DesignTimeRewrite.rewrite(pair.0.text, literals: pair.1, file: index)
    }
    let scanned = rewritten.map {
      PreviewScanner.scan(ObjCSelectors.rewrite(PlatformConditions.rewrite($0.text, for: platform)))
    }
    let unnamed = scanned.flatMap(\.previews).filter(\.isUnnamed).count
    var unnamedSeen = 0
    var files: [PreparedFile] = []
    var previews: [Preview] = []
    var registrations: [String] = []
    for (index, (input, scan)) in zip(inputs, scanned).enumerated() {
      var text = scan.text
      let originalLineCount = lineCount(of: input.text)
      var appendedLines: [Int: Int] = [:]
      var registration: String?
      if !scan.previews.isEmpty {
        let function = "__playgroundRegister_\(index)"
        registration = function
        registrations.append(function)
        var appendix = [
          "// layout-playground: registers this file's previews (generated after your last line).",
          "@MainActor func \(function)() {",
        ]
        var origins = [scan.previews[0].line, scan.previews[0].line]
        for preview in scan.previews {
          let name: String
          let make: String
          var register = "register"
          var traitsArgument = ""
          switch preview.kind {
          case .macro(let given, let previewFunction, let traits):
            if let given {
              name = given
            } else {
              unnamedSeen += 1
              name = unnamed == 1 ? "Preview" : "Preview \(unnamedSeen)"
            }
            make = "\(previewFunction)()"
            if let traits { traitsArgument = ", traits: [\(traits)]" }
          case .provider(let type):
            name = type
            make = "\(type).previews"
            register = "registerProvider"
          case .app(let type):
            name = type
            make = "\(type)()"
            register = "registerApp"
          }
          previews.append(
            Preview(
              name: name, file: input.file.displayName, line: preview.line,
              isProvider: register == "registerProvider"))
          appendix.append(
            "  _PlaygroundPreviews.\(register)(name: \(StringLiteral.swift(name)), file: \(StringLiteral.swift(input.file.displayName)), line: \(preview.line)\(traitsArgument)) { \(make) }"
          )
          origins.append(preview.line)
        }
        // The app delegates its apps adapt, made by code that can name them.
        for delegate in AppDelegateScan.delegateTypes(in: input.text) {
          appendix.append("  _PlaygroundPreviews.registerAppDelegate(\(delegate).self) { \(delegate)() }")
          origins.append(scan.previews[0].line)
        }
        appendix.append("}")
        origins.append(scan.previews[0].line)
        if !scan.importsUI {
          appendix.append("import SwiftUI")
          origins.append(scan.previews[0].line)
        }
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        text += appendix.joined(separator: "\n") + "\n"
        for (offset, origin) in origins.enumerated() {
          appendedLines[originalLineCount + 1 + offset] = origin
        }
      }
      files.append(
        PreparedFile(
          source: input.file, relativePath: input.file.displayName, text: text,
          originalLineCount: originalLineCount, appendedLines: appendedLines, registration: registration,
          literals: literals[index], columns: rewritten[index].columns))
    }
    let calls = registrations.map { "    \($0)()" }
    let glue =
      ([
        "// layout-playground: the entry point the playground calls after loading this library.",
        "@_cdecl(\"\(entryPoint)\")",
        "public func __playgroundRegisterPreviews() {",
        "  MainActor.assumeIsolated {",
      ] + calls + ["  }", "}"]).joined(separator: "\n") + "\n"
    return PreviewProgram(files: files, glue: glue, previews: previews)
  }

  /// Lines as an editor counts them: a final line without a newline still counts.
  static func lineCount(of text: String) -> Int {
    let newlines = text.utf8.reduce(0) { $0 + ($1 == ASCII.newline ? 1 : 0) }
    return newlines + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
  }
}
