import Foundation

/// `Bundle.module`, which SwiftPM generates for a target with resources and the playground's
/// compile does not: opened code that says `Image("name", bundle: .module)` would not compile
/// without it. The accessor answers the bundle of the module's folder (its resources are there;
/// the asset catalogs in it are searched for images and colours whatever bundle is named).
enum ModuleBundleAccessor {
  static let fileName = "__PlaygroundModuleBundle.swift"

  /// The accessor's source for a module of `files`, or nil when none uses `.module` or one
  /// declares its own `module` (a hand-written accessor, kept as written).
  static func source(for files: [PreviewProgram.PreparedFile]) -> String? {
    let texts = files.map(\.text)
    guard texts.contains(where: { $0.contains("Bundle.module") || $0.contains("bundle: .module") }),
      !texts.contains(where: { $0.contains("static let module") || $0.contains("static var module") })
    else { return nil }
    let folder = commonFolder(files.map(\.source.path))
    return """
      // layout-playground: what SwiftPM's generated resource accessor provides.
      import Foundation

      extension Foundation.Bundle {
        static let module: Bundle = Bundle(path: \(literal(folder))) ?? .main
      }

      """
  }

  /// The deepest folder holding every path.
  static func commonFolder(_ paths: [String]) -> String {
    let folders = paths.map {
      ($0 as NSString).deletingLastPathComponent.split(separator: "/", omittingEmptySubsequences: false)
    }
    guard var common = folders.first else { return "/" }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    let joined = common.joined(separator: "/")
    return joined.isEmpty ? "/" : joined
  }

  private static func literal(_ string: String) -> String {
    "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
