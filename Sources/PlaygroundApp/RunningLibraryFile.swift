import Foundation
import Synchronization
import X11Host

/// The build the window last loaded: an open descriptor of its file, and whether it has
/// appeared yet.
///
/// `open`'s supervisor deletes older builds as soon as a newer one compiles — also while the
/// window hangs in the older one — and names a hang's frames from the build's debug
/// information: through the descriptor (`/proc/<pid>/fd/<n>`) the file stays readable until the
/// window is stopped. One descriptor at a time, whatever the number of reloads.
///
/// A build that fails before a frame with it was presented failed as it appeared: loading it
/// again would only fail again (WindowEnding.swift).
package enum RunningLibraryFile {
  private static let current = Mutex<(path: String, descriptor: Int32, framesAtLoad: Int)?>(nil)

  /// Keeps `path` open, closing the one kept before.
  package static func keep(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    let frames = MainThreadActivity.framesPresented
    let previous = current.withLock { current in
      defer { current = descriptor >= 0 ? (path, descriptor, frames) : nil }
      return current
    }
    if let previous { close(previous.descriptor) }
  }

  /// The descriptor kept for `path`, if it is the one kept.
  package static func descriptor(for path: String) -> Int32? {
    current.withLock { $0?.path == path ? $0?.descriptor : nil }
  }

  /// The build loaded last, once a frame has been presented since it was loaded.
  package static func shown() -> String? {
    let frames = MainThreadActivity.framesPresented
    return current.withLock { current in
      guard let current, frames > current.framesAtLoad else { return nil }
      return current.path
    }
  }
}
