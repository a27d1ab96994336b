import Foundation

/// Where `qa` reads and writes each snapshot's files (docs/visual-qa.md, "Headless: qa"):
/// baselines at `<baselines>/<file stem>/<preview>[.<suffix>].png` with a `.layout.json` beside,
/// artifacts in `<artifacts>/cases/<file stem>/<preview>[.<suffix>]/`.
package struct QAPaths: Equatable, Sendable {
  /// The opened file's name without `.swift`, made file-safe.
  package let fileStem: String
  /// `<preview>[.<suffix>]`, the preview's name made file-safe.
  package let name: String

  package init(file: String, preview: String, suffix: String) {
    let base = (file as NSString).lastPathComponent
    fileStem = Self.fileSafe(base.hasSuffix(".swift") ? String(base.dropLast(6)) : base)
    name = Self.fileSafe(preview) + (suffix.isEmpty ? "" : "." + suffix)
  }

  /// `name` with `/`, `\`, NUL and control characters replaced by `_` (a preview's name is free
  /// text; a file name is not).
  package static func fileSafe(_ name: String) -> String {
    String(
      String.UnicodeScalarView(
        name.unicodeScalars.map { scalar in
          scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control ? "_" : scalar
        }))
  }

  /// The baseline PNG under `baselines`.
  package func baselineImage(in baselines: String) -> String { "\(baselines)/\(fileStem)/\(name).png" }
  /// The baseline's layout record, beside its PNG.
  package func baselineLayout(in baselines: String) -> String { "\(baselines)/\(fileStem)/\(name).layout.json" }

  /// The case's artifacts folder, relative to the artifacts folder (`results.json` lists paths so).
  package var caseFolder: String { "cases/\(fileStem)/\(name)" }
  package var actual: String { caseFolder + "/actual.png" }
  package var layout: String { caseFolder + "/layout.json" }
  package var baseline: String { caseFolder + "/baseline.png" }
  package var baselineLayoutCopy: String { caseFolder + "/baseline.layout.json" }
  package var diff: String { caseFolder + "/diff.png" }
  package var why: String { caseFolder + "/why.json" }

  /// Where baselines go by default: `__Snapshots__` beside the opened files (inside a folder
  /// given as the first path, beside a file given so).
  package static func defaultBaselines(for firstPath: String) -> String {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: firstPath, isDirectory: &isFolder)
    let folder = exists && isFolder.boolValue ? firstPath : (firstPath as NSString).deletingLastPathComponent
    return ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent("__Snapshots__")
  }
}
