/// Why user code cannot be compiled at all on this machine; each description is one sentence
/// saying what to do.
package enum CompilerSetupError: Error, Equatable, CustomStringConvertible {
  case swiftcNotFound
  case versionUnknown(swiftc: String)
  case versionMismatch(found: SwiftVersion, needed: SwiftVersion, swiftc: String)
  case modulesMissing(String)
  case cacheUnusable(String)

  package var description: String {
    switch self {
    case .swiftcNotFound:
      "No swiftc on PATH: install the Swift toolchain that built layout-playground (swift.org) and put its usr/bin on PATH."
    case .versionUnknown(let swiftc):
      "\(swiftc) --version did not print a Swift version, so it cannot be checked against the Swift that built layout-playground."
    case .versionMismatch(let found, let needed, let swiftc):
      "\(swiftc) is Swift \(found) but layout-playground was built with Swift \(needed): put a Swift \(needed) toolchain first on PATH."
    case .modulesMissing(let path):
      "\(path) is missing: run layout-playground from its build folder (swift build puts the modules next to the binary)."
    case .cacheUnusable(let path):
      "Cannot create the build cache folder \(path): check that it is writable, or set XDG_CACHE_HOME."
    }
  }
}
