import Foundation
import Glibc

/// This process's folder for user-code builds, under the per-user cache folder
/// (`$XDG_CACHE_HOME/layout-playground`, else `~/.cache/layout-playground`).
///
/// The folder is named `<pid>-<start time>` (the start time from `/proc/<pid>/stat`), so a
/// later process can tell a folder whose owner is gone — even if its pid has been reused —
/// and removes it when it starts: a crashed playground leaves nothing behind for long. The
/// owner removes its own folder with `remove()` (also on deinit).
package final class BuildCache: Sendable {
  package let root: String
  package let folder: String

  package init(root: String) throws(CompilerSetupError) {
    self.root = root
    let pid = getpid()
    folder = root + "/\(pid)-\(Self.startTime(of: pid) ?? 0)"
    Self.removeStaleFolders(in: root)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .cacheUnusable(folder)
    }
  }

  deinit { remove() }

  package static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/layout-playground" }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return home + "/.cache/layout-playground"
  }

  package func remove() {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Removes `<pid>-<start>` folders whose process is not running with that start time.
  /// Other names are not ours and are left alone.
  static func removeStaleFolders(in root: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return }
    for name in names {
      guard let match = name.wholeMatch(of: #/(\d+)-(\d+)/#), let pid = Int32(match.1), let start = UInt64(match.2)
      else {
        continue
      }
      if startTime(of: pid) != start {
        try? FileManager.default.removeItem(atPath: root + "/" + name)
      }
    }
  }

  /// Field 22 of `/proc/<pid>/stat` (clock ticks after boot); nil when there is no such process.
  static func startTime(of pid: pid_t) -> UInt64? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After "pid (comm)" come the fields from 3 on, so field 22 is the 20th of them.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 19 ? UInt64(fields[19]) : nil
  }
}
