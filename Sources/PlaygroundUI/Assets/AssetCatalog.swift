import Foundation
import Synchronization

/// The asset catalogs (`*.xcassets`) of opened code: named colours and images, as Xcode's asset
/// compiler would make them available to `Color("name")` and `Image("name")`.
///
/// A catalog is a folder tree: `Name.colorset` and `Name.imageset` folders each hold a
/// `Contents.json`; other folders group them, and a group whose `Contents.json` says
/// `"provides-namespace": true` prefixes its assets' names with its own (`Group/Name`).
package final class AssetCatalog: Sendable {
  /// A named colour in its appearances.
  package let colors: [String: Color]
  /// A named image set, by name.
  package let imageSets: [String: ImageSet]

  package init(colors: [String: Color] = [:], imageSets: [String: ImageSet] = [:]) {
    self.colors = colors
    self.imageSets = imageSets
  }

  /// Reads the catalogs at `paths` (earlier ones win a name clash, as the nearest catalog does).
  package convenience init(catalogs paths: [String]) {
    var colors: [String: Color] = [:]
    var images: [String: ImageSet] = [:]
    for path in paths.reversed() {
      Self.scan(folder: path, prefix: "", colors: &colors, images: &images)
    }
    self.init(colors: colors, imageSets: images)
  }

  private static func scan(
    folder: String, prefix: String, colors: inout [String: Color], images: inout [String: ImageSet]
  ) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = folder + "/" + name
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
      if name.hasSuffix(".colorset") {
        let asset = prefix + String(name.dropLast(".colorset".count))
        if let color = ColorSetContents.color(at: path) { colors[asset] = color }
      } else if name.hasSuffix(".imageset") {
        if let set = ImageSet(folder: path) { images[prefix + String(name.dropLast(".imageset".count))] = set }
      } else if !name.contains(".") {
        let namespaced = ColorSetContents.providesNamespace(at: path)
        scan(folder: path, prefix: namespaced ? prefix + name + "/" : prefix, colors: &colors, images: &images)
      }
    }
  }

  /// The catalogs for code at `paths` (files or folders): every `.xcassets` inside an opened
  /// folder, and those beside the opened files or in any folder above them, up to the project's
  /// root (a folder with a `Package.swift`, an `.xcodeproj` or `.git`), nearest first.
  package static func catalogs(for paths: [String]) -> [String] {
    var found: [String] = []
    func add(_ path: String) { if !found.contains(path) { found.append(path) } }
    let manager = FileManager.default
    for path in paths {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue, let walker = manager.enumerator(atPath: url.path) {
        while let relative = walker.nextObject() as? String {
          if relative.hasSuffix(".xcassets") {
            add(url.path + "/" + relative)
            walker.skipDescendants()
          } else if relative.hasPrefix(".") || relative.hasSuffix("/.build") || relative == ".build" {
            walker.skipDescendants()
          }
        }
      }
      var folder = isFolder.boolValue ? url : url.deletingLastPathComponent()
      while true {
        let children = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        for child in children.sorted() where child.hasSuffix(".xcassets") { add(folder.path + "/" + child) }
        let isRoot = children.contains { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") }
        let parent = folder.deletingLastPathComponent()
        if isRoot || parent.path == folder.path { break }
        folder = parent
      }
    }
    return found
  }

  // MARK: - The catalog opened code sees

  private static let currentCatalog = Mutex(AssetCatalog())

  /// A catalog for the current task only (`AssetCatalog.$taskCatalog.withValue(catalog) { … }`),
  /// so tests with catalogs of their own run in parallel.
  @TaskLocal package static var taskCatalog: AssetCatalog?

  /// The catalog `Color("name")` and `Image("name")` look in: the opened code's (set when a build
  /// is loaded; empty for the demos).
  package static var current: AssetCatalog {
    get { taskCatalog ?? currentCatalog.withLock { $0 } }
    set { currentCatalog.withLock { $0 = newValue } }
  }

  private static let searchPaths = Mutex<[String]>([])

  /// Makes the catalogs at `paths` the current one; `reload` reads them again (after a save,
  /// so an asset added meanwhile is found).
  package static func use(catalogs paths: [String]) {
    searchPaths.withLock { $0 = paths }
    reload()
  }

  package static func reload() {
    current = AssetCatalog(catalogs: searchPaths.withLock { $0 })
  }

  /// Names already reported missing, so each is said once.
  private static let reported = Mutex(Set<String>())

  /// Says once on standard error that `name` is not in the catalogs.
  package static func reportMissing(_ kind: String, _ name: String) {
    let first = reported.withLock { $0.insert(kind + "/" + name).inserted }
    guard first else { return }
    FileHandle.standardError.write(Data("layout-playground: no \(kind) named \"\(name)\" in the asset catalogs\n".utf8))
  }
}
