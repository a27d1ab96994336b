/// A Swift compiler's major.minor version: what must match between the toolchain that built the
/// app (whose modules the user's code imports) and the `swiftc` that compiles the user's code,
/// because a compiler cannot read another version's binary modules.
package struct SwiftVersion: Equatable, Sendable, CustomStringConvertible {
  package var major: Int
  package var minor: Int

  package init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  package var description: String { "\(major).\(minor)" }

  /// From `swiftc --version` (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`, also
  /// `Apple Swift version 6.0 (…)`); nil when no version is printed.
  package init?(versionOutput: String) {
    guard let match = versionOutput.firstMatch(of: #/Swift version (\d+)\.(\d+)/#),
      let major = Int(match.1), let minor = Int(match.2)
    else { return nil }
    self.init(major: major, minor: minor)
  }

  /// The compiler that built this module, known at compile time. (Add a line when a newer
  /// toolchain builds the app; the test comparing it with `swiftc --version` will say so.)
  package static let builtWith: SwiftVersion = {
    #if compiler(>=7.0)
      return SwiftVersion(major: 7, minor: 0)
    #elseif compiler(>=6.6)
      return SwiftVersion(major: 6, minor: 6)
    #elseif compiler(>=6.5)
      return SwiftVersion(major: 6, minor: 5)
    #elseif compiler(>=6.4)
      return SwiftVersion(major: 6, minor: 4)
    #elseif compiler(>=6.3)
      return SwiftVersion(major: 6, minor: 3)
    #elseif compiler(>=6.2)
      return SwiftVersion(major: 6, minor: 2)
    #else
      return SwiftVersion(major: 6, minor: 1)
    #endif
  }()
}
