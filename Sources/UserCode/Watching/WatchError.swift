import Glibc

/// Why the opened files cannot be watched; the description is one sentence.
package enum WatchError: Error, Equatable, CustomStringConvertible {
  case inotifyUnavailable(errno: Int32)
  case cannotWatch(path: String, errno: Int32)

  package var description: String {
    switch self {
    case .inotifyUnavailable(let code):
      "Cannot watch files for changes: inotify_init1 failed (\(String(cString: strerror(code))))."
    case .cannotWatch(let path, let code):
      "Cannot watch \(path) for changes (\(String(cString: strerror(code)))); raising fs.inotify.max_user_watches may help."
    }
  }
}
