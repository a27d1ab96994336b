import Foundation

/// Splits a plain folder into modules the way its imports ask: when files `import X` and a
/// subfolder is named X, the files under that subfolder are module X (the deepest such folder
/// wins), and the rest are the main module. Without such a folder nothing changes: the files
/// are one module, as before.
package enum ModuleInference {
  /// The main module's name (the one plain files always had).
  package static let mainModule = "PreviewCode"

  package static func grouped(_ sources: OpenedSources) -> OpenedSources {
    let texts = sources.files.map { file in
      FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    return grouped(sources, texts: texts)
  }

  /// The same, with the files' texts given (in order).
  package static func grouped(_ sources: OpenedSources, texts: [String]) -> OpenedSources {
    let imports = texts.map(importedModules(in:))
    // The toolchain's and the playground's own modules are never a folder of the user's.
    let system: Set = ["SwiftUI", "PlaygroundUI", "Foundation", "Observation", "Combine", "UIKit", "Swift", "Glibc"]
    let imported = imports.reduce(into: Set<String>()) { $0.formUnion($1) }.subtracting(system)
    var grouped = sources
    for index in grouped.files.indices {
      let folders = grouped.files[index].displayName.split(separator: "/").dropLast().map(String.init)
      grouped.files[index].module = folders.last(where: imported.contains)
    }
    let named = Set(grouped.files.compactMap(\.module))
    guard !named.isEmpty else { return sources }
    var dependencies: [String: Set<String>] = [:]
    for (index, file) in grouped.files.enumerated() {
      let module = file.module ?? mainModule
      grouped.files[index].module = module
      dependencies[module, default: []].formUnion(imports[index].intersection(named).subtracting([module]))
    }
    let order = [mainModule] + named.sorted()
    grouped.modules = order.filter { dependencies[$0] != nil }.map {
      SourceModule(name: $0, dependencies: dependencies[$0, default: []].sorted())
    }
    return grouped
  }

  /// The modules a file imports (`import X`, `@testable import X`, `import struct X.Y`).
  static func importedModules(in text: String) -> Set<String> {
    guard let mask = CodeMask(text) else { return [] }
    let code = String(decoding: mask.code, as: UTF8.self)
    var modules: Set<String> = []
    for match in code.matches(
      of: #/(?m)^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/#)
    {
      modules.insert(String(match.1))
    }
    return modules
  }
}
