import Foundation
import Synchronization

/// What `layout-playground open PATH…` opened: the Swift files to compile, in order, and the
/// files and folders to watch.
package struct OpenedSources: Equatable, Sendable {
  /// One file to compile.
  package struct File: Equatable, Sendable {
    /// Absolute, standardized.
    package var path: String
    /// How the user knows it: relative to the opened folder, or the basename of a file opened
    /// on its own. Diagnostics, traps and the preview list use it.
    package var displayName: String
    /// The module it belongs to when the files form several (`modules`); nil for the one
    /// module of plain files.
    package var module: String?

    package init(path: String, displayName: String, module: String? = nil) {
      self.path = path
      self.displayName = displayName
      self.module = module
    }
  }

  /// An opened path, as the watcher needs it.
  package enum Root: Equatable, Sendable {
    case file(String)
    case folder(String)
  }

  package var files: [File]
  package var roots: [Root]
  /// The modules the files form, when more than one: a package's targets, or subfolders named
  /// after modules the files import. Empty for plain files, which form one module.
  package var modules: [SourceModule] = []

  /// Resolves the command's paths (relative ones against `currentDirectory`). Files come in
  /// the order given; a folder contributes its `.swift` files, recursively, sorted by path,
  /// skipping hidden folders and files, `.build`, and a root `Package.swift` (a manifest, not
  /// code). A file reached twice is kept once, where first reached.
  package static func resolve(_ paths: [String], currentDirectory: String) throws(OpenError) -> OpenedSources {
    guard !paths.isEmpty else { throw .nothingToOpen }
    if paths.count == 1 {
      let folder = absolute(paths[0], in: currentDirectory)
      if FileManager.default.fileExists(atPath: folder + "/Package.swift") {
        return try package(folder: folder, argument: paths[0], manifest: readManifest(folder))
      }
    }
    var files: [File] = []
    var roots: [Root] = []
    var seen: Set<String> = []
    for argument in paths {
      let path = absolute(argument, in: currentDirectory)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .missing(argument)
      }
      if isDirectory.boolValue {
        let found = swiftFiles(in: path)
        guard !found.isEmpty else { throw .noSwiftFiles(argument) }
        roots.append(.folder(path))
        for relative in found where seen.insert(path + "/" + relative).inserted {
          files.append(File(path: path + "/" + relative, displayName: relative))
        }
      } else {
        guard path.hasSuffix(".swift") else { throw .notSwift(argument) }
        roots.append(.file(path))
        if seen.insert(path).inserted {
          files.append(File(path: path, displayName: (path as NSString).lastPathComponent))
        }
      }
    }
    return ModuleInference.grouped(OpenedSources(files: files, roots: roots))
  }

  /// A package's buildable targets, each a module (a target's `main.swift` is left out: its
  /// top-level code is a program's entry point, and the playground has its own).
  static func package(folder: String, argument: String, manifest: PackageManifest) throws(OpenError) -> OpenedSources {
    let targets = manifest.buildableTargets
    for target in targets {
      guard let product = target.productDependencies.first else { continue }
      let owner =
        manifest.dependencies.first { $0.identity.lowercased() == product.lowercased() } ?? manifest.dependencies.first
      throw .externalDependency(
        folder: argument, package: owner?.identity ?? product, location: owner?.location ?? product)
    }
    var files: [File] = []
    for target in targets {
      for source in target.sources.sorted() where source.hasSuffix(".swift") && source != "main.swift" {
        let relative = target.path + "/" + source
        files.append(File(path: folder + "/" + relative, displayName: relative, module: target.name))
      }
    }
    guard !files.isEmpty else { throw .noSwiftFiles(argument) }
    let modules = targets.map { SourceModule(name: $0.name, dependencies: $0.targetDependencies) }
    return OpenedSources(files: files, roots: [.folder(folder)], modules: modules)
  }

  /// `swift package describe` with the `swift` beside the `swiftc` on PATH. Each save resolves
  /// the sources again, so the answer is kept while the manifest and the set of Swift files
  /// are unchanged (describing takes more than half a second).
  static func readManifest(_ folder: String) throws(OpenError) -> PackageManifest {
    let modified =
      try? FileManager.default.attributesOfItem(atPath: folder + "/Package.swift")[.modificationDate] as? Date
    let key = ManifestKey(folder: folder, modified: modified, files: swiftFiles(in: folder))
    if let known = manifests.withLock({ $0[folder] }), known.key == key { return known.manifest }
    let swiftc = try? SwiftToolchain.locateSwiftc(path: ProcessInfo.processInfo.environment["PATH"])
    let swift = swiftc.map { ($0 as NSString).deletingLastPathComponent + "/swift" } ?? "/usr/bin/swift"
    let manifest = try PackageManifest.describe(folder: folder, swift: swift)
    manifests.withLock { $0[folder] = (key, manifest) }
    return manifest
  }

  private struct ManifestKey: Equatable {
    var folder: String
    var modified: Date?
    var files: [String]
  }

  private static let manifests = Mutex<[String: (key: ManifestKey, manifest: PackageManifest)]>([:])

  static func absolute(_ path: String, in directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }

  /// The `.swift` files under `folder`, as sorted relative paths.
  static func swiftFiles(in folder: String) -> [String] {
    var found: [String] = []
    func walk(_ relative: String) {
      let directory = relative.isEmpty ? folder : folder + "/" + relative
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
      for name in names where !name.hasPrefix(".") {
        let child = relative.isEmpty ? name : relative + "/" + name
        let full = folder + "/" + child
        // Symbolic links to folders are not followed (no loops); linked files are read.
        let attributes = try? FileManager.default.attributesOfItem(atPath: full)
        if attributes?[.type] as? FileAttributeType == .typeDirectory {
          walk(child)
        } else if name.hasSuffix(".swift"), !(relative.isEmpty && isManifest(name)) {
          found.append(child)
        }
      }
    }
    walk("")
    return found.sorted()
  }

  static func isManifest(_ name: String) -> Bool {
    name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
  }
}
