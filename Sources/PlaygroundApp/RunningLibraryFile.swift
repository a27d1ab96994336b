import Foundation
import Synchronization

/// An open descriptor of the build the window last loaded. `open`'s supervisor deletes older
/// builds as soon as a newer one compiles — also while the window hangs in the older one — and
/// names a hang's frames from the build's debug information: through this descriptor
/// (`/proc/<pid>/fd/<n>`) the file stays readable until the window is stopped. One descriptor
/// at a time, whatever the number of reloads.
package enum RunningLibraryFile {
  private static let current = Mutex<(path: String, descriptor: Int32)?>(nil)

  /// Keeps `path` open, closing the one kept before.
  package static func keep(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    let previous = current.withLock { current in
      defer { current = descriptor >= 0 ? (path, descriptor) : nil }
      return current
    }
    if let previous { close(previous.descriptor) }
  }

  /// The descriptor kept for `path`, if it is the one kept.
  package static func descriptor(for path: String) -> Int32? {
    current.withLock { $0?.path == path ? $0?.descriptor : nil }
  }
}
