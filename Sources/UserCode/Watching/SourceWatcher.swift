import Glibc
import Synchronization

/// Reports which opened Swift files changed on disk, through inotify.
///
/// Only directories are watched: the folder of each opened file and every folder of an opened
/// folder tree. A directory watch sees both ways editors save — writing the file in place
/// (`IN_MODIFY`, `IN_CLOSE_WRITE`) and writing a temporary file then renaming it over the
/// original (`IN_MOVED_TO`), which a watch on the file itself would miss because the watched
/// inode is the replaced one. It also sees new files, deletions (the program changed too) and
/// new subfolders, which are watched as they appear (their Swift files reported, since they
/// may have been written before the watch existed).
///
/// Inside an opened folder a change counts when the name ends in `.swift` and is not hidden
/// (`.#Main.swift` lock files, `.Main.swift.swp`); `~` backups and other names never end in
/// `.swift`. For an opened file only its own name counts.
///
/// `next(timeout:)` blocks (use it from a background thread) and debounces: after a relevant
/// event it waits until the directory has been quiet for `quiet` (50 ms), so a save that is
/// several writes, or a burst of saves, is one report — but never longer than `maximumDelay`
/// after the first event, so a file rewritten continuously is still reported. When the last
/// event is a file renamed into place (`IN_MOVED_TO`: an atomic save, how most editors save)
/// the file is whole at once, so only `settle` (5 ms) of quiet is waited for, enough to gather
/// the other files of a "Save All"; the 45 ms saved is part of every such reload. A write in
/// place keeps the full `quiet`: its writer may not be done (a close is not the last write of
/// an editor that writes twice).
package final class SourceWatcher: Sendable {
  /// The inotify descriptor (readable when events are pending), for callers that poll.
  package let fileDescriptor: Int32
  package let quiet: Duration
  package let settle: Duration
  package let maximumDelay: Duration

  private struct Directory {
    var path: String
    /// Inside an opened folder: every Swift file counts and subfolders are watched.
    var tree: Bool
    /// Names of files opened on their own in this directory.
    var files: Set<String>
  }

  private let directories = Mutex<[Int32: Directory]>([:])

  private static let directoryEvents = UInt32(
    IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ONLYDIR)

  package init(
    roots: [OpenedSources.Root], quiet: Duration = .milliseconds(50), settle: Duration = .milliseconds(5),
    maximumDelay: Duration = .seconds(1)
  ) throws(WatchError) {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { throw .inotifyUnavailable(errno: errno) }
    fileDescriptor = descriptor
    self.quiet = quiet
    self.settle = min(settle, quiet)
    self.maximumDelay = maximumDelay
    for root in roots {
      switch root {
      case .folder(let path):
        _ = try watchTree(path)
      case .file(let path):
        let slash = path.lastIndex(of: "/") ?? path.startIndex
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        try watch(parent, tree: false, file: String(path[path.index(after: slash)...]))
      }
    }
  }

  deinit { close(fileDescriptor) }

  /// The changed files (absolute paths) once a burst of changes has settled; nil when nothing
  /// changed within `timeout` (nil: wait for ever).
  package func next(timeout: Duration?) -> Set<String>? {
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now + $0 }
    var changed: Set<String> = []
    var firstChange: ContinuousClock.Instant?
    // Whether the latest relevant event finished a save (see `settle`).
    var finished = false
    while true {
      let wait: Duration?
      if let firstChange {
        wait = min(finished ? settle : quiet, firstChange + maximumDelay - clock.now)
      } else {
        wait = deadline.map { $0 - clock.now }
      }
      var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = wait.map { Int32(max(0, ($0 / .milliseconds(1)).rounded(.up))) } ?? -1
      let ready = poll(&descriptor, 1, milliseconds)
      if ready > 0 {
        let found = readEvents()
        if !found.paths.isEmpty {
          changed.formUnion(found.paths)
          finished = found.finished
          if firstChange == nil { firstChange = clock.now }
        }
        continue
      }
      if ready < 0, errno == EINTR { continue }
      if !changed.isEmpty { return changed }
      if let deadline, clock.now >= deadline { return nil }
      if ready < 0 { return nil }
    }
  }

  // MARK: Watches

  private func watch(_ path: String, tree: Bool, file: String? = nil) throws(WatchError) {
    let descriptor = inotify_add_watch(fileDescriptor, path, Self.directoryEvents)
    guard descriptor >= 0 else { throw .cannotWatch(path: path, errno: errno) }
    directories.withLock { directories in
      var directory = directories[descriptor] ?? Directory(path: path, tree: false, files: [])
      directory.tree = directory.tree || tree
      if let file { directory.files.insert(file) }
      directories[descriptor] = directory
    }
  }

  /// Watches `path` and its subfolders (not hidden ones or `.build`); returns the Swift files
  /// found in it.
  private func watchTree(_ path: String) throws(WatchError) -> [String] {
    try watch(path, tree: true)
    var files: [String] = []
    guard let stream = opendir(path) else { return files }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if entry.pointee.d_type == UInt8(DT_DIR) {
        if !Self.isSkippedFolder(name) { files += try watchTree(path + "/" + name) }
      } else if Self.isSwiftSource(name) {
        files.append(path + "/" + name)
      }
    }
    return files
  }

  static func isSwiftSource(_ name: String) -> Bool {
    name.hasSuffix(".swift") && !name.hasPrefix(".")
  }

  static func isSkippedFolder(_ name: String) -> Bool {
    name.hasPrefix(".")  // `.build`, `.git`, `.swiftpm`: as OpenedSources skips them
  }

  // MARK: Events

  /// Drains the pending events; returns the relevant changed paths, and whether the last
  /// relevant event finished a save (a file renamed into place).
  private func readEvents() -> (paths: Set<String>, finished: Bool) {
    var changed: Set<String> = []
    var finished = false
    let capacity = 64 * 1024
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
    defer { buffer.deallocate() }
    while true {
      let count = read(fileDescriptor, buffer, capacity)
      guard count > 0 else { break }
      var offset = 0
      while offset + 16 <= count {
        let descriptor = buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self)
        let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
        let length = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
        let nameBytes = UnsafeRawBufferPointer(start: buffer + offset + 16, count: length)
        let name = String(decoding: nameBytes.prefix(while: { $0 != 0 }), as: UTF8.self)
        offset += 16 + length
        let relevant = handle(descriptor: descriptor, mask: mask, name: name)
        if !relevant.isEmpty {
          changed.formUnion(relevant)
          finished = mask & UInt32(IN_MOVED_TO) != 0 && mask & UInt32(IN_ISDIR) == 0
        }
      }
    }
    return (changed, finished)
  }

  private func handle(descriptor: Int32, mask: UInt32, name: String) -> [String] {
    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
      // Events were lost: report everything watched, the caller rebuilds.
      return directories.withLock { directories in
        directories.values.flatMap { directory in directory.files.map { directory.path + "/" + $0 } }
      }
    }
    if mask & UInt32(IN_IGNORED) != 0 {
      _ = directories.withLock { $0.removeValue(forKey: descriptor) }
      return []
    }
    guard let directory = directories.withLock({ $0[descriptor] }), !name.isEmpty else { return [] }
    let path = directory.path + "/" + name
    if mask & UInt32(IN_ISDIR) != 0 {
      let appeared = mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
      guard directory.tree, appeared, !Self.isSkippedFolder(name) else { return [] }
      return (try? watchTree(path)) ?? []
    }
    let counts = directory.files.contains(name) || (directory.tree && Self.isSwiftSource(name))
    return counts ? [path] : []
  }
}
