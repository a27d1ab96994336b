/// Why the paths cannot be opened; each description is one sentence naming the path.
package enum OpenError: Error, Equatable, CustomStringConvertible {
  case nothingToOpen
  case missing(String)
  case notSwift(String)
  case noSwiftFiles(String)

  package var description: String {
    switch self {
    case .nothingToOpen: "Nothing to open: give one or more .swift files or folders."
    case .missing(let path): "\(path) does not exist."
    case .notSwift(let path): "\(path) is not a .swift file."
    case .noSwiftFiles(let path): "The folder \(path) contains no .swift files."
    }
  }
}
