import Foundation
import PlaygroundUI

/// One build of the user's code, loaded into this process: its previews, ready to make views.
///
/// A build is a shared library whose generated registration function (`open`'s code generator
/// writes it) registers every preview with PlaygroundUI. Libraries are never unloaded: views and
/// state of a build may still be referenced when the next one arrives, and unloading code that
/// is still referenced is a crash. Each reload therefore costs the memory of one small library.
@MainActor
package struct UserLibrary {
  /// The C name of the registration function the generated code exports.
  nonisolated package static let registrationSymbol = "layout_playground_register_previews"

  package let path: String
  package let previews: [PreviewEntry]

  /// Loads the library at `path` and collects its previews.
  package static func load(_ path: String) throws(UserLibraryError) -> UserLibrary {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      throw .notLoadable(path: path, reason: dlerror().map { String(cString: $0) } ?? "unknown reason")
    }
    guard let symbol = dlsym(handle, registrationSymbol) else {
      throw .noRegistration(path: path)
    }
    typealias Registration = @convention(c) () -> Void
    let register = unsafeBitCast(symbol, to: Registration.self)
    RunningLibraryFile.keep(path)
    let previews = PreviewRegistry.shared.collect { register() }
    return UserLibrary(path: path, previews: previews)
  }
}

/// Why a build of the user's code could not be used.
package enum UserLibraryError: Error, CustomStringConvertible, Equatable {
  case notLoadable(path: String, reason: String)
  case noRegistration(path: String)

  package var description: String {
    switch self {
    case .notLoadable(let path, let reason):
      "The compiled preview library \(path) could not be loaded: \(reason)."
    case .noRegistration(let path):
      "The compiled preview library \(path) has no \(UserLibrary.registrationSymbol) function; it was not built by layout-playground open."
    }
  }
}
