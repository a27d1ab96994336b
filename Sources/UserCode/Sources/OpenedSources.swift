import Foundation

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
  }

  /// An opened path, as the watcher needs it.
  package enum Root: Equatable, Sendable {
    case file(String)
    case folder(String)
  }

  package var files: [File]
  package var roots: [Root]

  /// Resolves the command's paths (relative ones against `currentDirectory`). Files come in
  /// the order given; a folder contributes its `.swift` files, recursively, sorted by path,
  /// skipping hidden folders and files, `.build`, and a root `Package.swift` (a manifest, not
  /// code). A file reached twice is kept once, where first reached.
  package static func resolve(_ paths: [String], currentDirectory: String) throws(OpenError) -> OpenedSources {
    guard !paths.isEmpty else { throw .nothingToOpen }
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
    return OpenedSources(files: files, roots: roots)
  }

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
