/// Why the paths cannot be opened; each description is one sentence naming the path.
package enum OpenError: Error, Equatable, CustomStringConvertible {
  case nothingToOpen
  case missing(String)
  case notSwift(String)
  case noSwiftFiles(String)
  /// `swift package describe` failed in the folder, with the reason it gave.
  case manifest(String, String)
  /// The package's targets use another package's products, which `open` does not build.
  case externalDependency(folder: String, package: String, location: String)

  package var description: String {
    switch self {
    case .nothingToOpen: "Nothing to open: give one or more .swift files or folders."
    case .missing(let path): "\(path) does not exist."
    case .notSwift(let path): "\(path) is not a .swift file."
    case .noSwiftFiles(let path): "The folder \(path) contains no .swift files."
    case .manifest(let path, let reason): "The package manifest in \(path) cannot be read: \(reason)"
    case .externalDependency(let path, let package, let location):
      "The package in \(path) depends on \(package) (\(location)), which open cannot build: it builds a package's own targets only."
    }
  }
}
