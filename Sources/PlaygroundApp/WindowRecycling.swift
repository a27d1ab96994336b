import Foundation
import Synchronization

/// When `open` replaces the window's process with a fresh one.
///
/// Every build is a shared library loaded into the window's process, and none can be unloaded:
/// the Swift runtime registers each library's type metadata and protocol conformances for the
/// life of the process, and views, state and closures of an older build may still be alive.
/// Each reload therefore leaves its library behind (about 90 KB of resident memory and 4
/// mappings; PERFORMANCE.md, "A day of reloads"), and the runtime's conformance lookups
/// scan every library ever loaded. So after `reloads` reloads, or once the window's resident
/// memory has grown by `growthBytes` since its first build, the next build goes to a fresh
/// window process instead, which takes over the old one's state (WindowHandOff).
package struct FreshWindowPolicy: Equatable, Sendable {
  /// Reloads into one window process; the next build goes to a fresh one.
  package var reloads: Int
  /// Growth of the window's resident set since its first build was loaded, in bytes.
  package var growthBytes: Int

  /// 100 reloads (about 9 MB and 400 mappings of old builds) or 64 MB: a fresh window costs
  /// about 60 ms more than a reload, so one in a hundred is not felt, while a day of reloads
  /// stays bounded.
  package static let standard = FreshWindowPolicy(reloads: 100, growthBytes: 64 << 20)

  package init(reloads: Int, growthBytes: Int) {
    self.reloads = reloads
    self.growthBytes = growthBytes
  }

  /// Whether a window that has loaded `loads` builds (its first included) and grown by
  /// `growth` bytes since the first should hand over to a fresh one rather than load another.
  package func isDue(loads: Int, growth: Int) -> Bool {
    loads > reloads || growth >= growthBytes
  }
}

/// The supervisor's bookkeeping for replacing the window process: how much the window has
/// loaded, the build held back while the old window hands over, and old windows waiting to be
/// closed once the new one is on screen (so there is no moment without a window).
final class WindowRecycling: Sendable {
  let policy: FreshWindowPolicy

  /// What to do with a new build.
  enum Delivery: Equatable {
    /// Load it into the window.
    case load
    /// Ask the window to hand over; the build is held until it has.
    case handOff
    /// A hand-off is already under way: the build replaces the one held.
    case held
  }

  private struct State {
    /// Builds loaded into the current window.
    var loads = 0
    /// The window's resident set after its first build.
    var baseline: Int?
    var pending: (library: String, milliseconds: Int?)?
    /// Replaced windows, by process id, with the input whose closing ends them.
    var retiring: [pid_t: FileHandle] = [:]
    var retired: Set<pid_t> = []
  }

  private let state = Mutex(State())

  /// Reads a process's resident set (`residentBytes(of:)`; tests give their own).
  private let resident: @Sendable (pid_t) -> Int?

  init(policy: FreshWindowPolicy, resident: @escaping @Sendable (pid_t) -> Int? = WindowRecycling.residentBytes) {
    self.policy = policy
    self.resident = resident
  }

  /// Decides what to do with a build for the window `pid`.
  func deliver(library: String, milliseconds: Int?, window pid: pid_t?) -> Delivery {
    let resident = pid.flatMap(self.resident)
    return state.withLock { state in
      if state.pending != nil {
        state.pending = (library, milliseconds)
        return .held
      }
      if state.loads == 1, state.baseline == nil { state.baseline = resident }
      let growth = resident.map { $0 - (state.baseline ?? $0) } ?? 0
      guard pid != nil, policy.isDue(loads: state.loads, growth: growth) else {
        state.loads += 1
        return .load
      }
      state.pending = (library, milliseconds)
      return .handOff
    }
  }

  /// The old window has handed over: it is retired (its input closed once the new window is
  /// up) and the held build goes to the new one, which counts as its first.
  func takeOver(from pid: pid_t?, input: FileHandle?) -> (library: String, milliseconds: Int?)? {
    state.withLock { state in
      guard let pending = state.pending else { return nil }
      if let pid, let input {
        state.retiring[pid] = input
        state.retired.insert(pid)
      }
      state.pending = nil
      state.loads = 1
      state.baseline = nil
      return pending
    }
  }

  /// A window is on screen: old windows are closed (they end when their input does), and any
  /// that does not end within two seconds (stuck in user code) is killed.
  func windowIsUp() {
    let closing = state.withLock { state in
      defer { state.retiring = [:] }
      return state.retiring
    }
    for (pid, input) in closing {
      try? input.close()
      DispatchQueue.global().asyncAfter(deadline: .now() + 2) { [weak self] in
        if self?.state.withLock({ $0.retired.contains(pid) }) == true { kill(pid, SIGKILL) }
      }
    }
  }

  /// Whether `pid` was a replaced window (its end is expected, not the session's); forgets it.
  func ended(_ pid: pid_t) -> Bool {
    state.withLock { $0.retired.remove(pid) != nil }
  }

  /// The window was started again after a trap with the newest build: it counts that as its
  /// first, and no hand-off is pending.
  func windowRestarted() {
    state.withLock { state in
      state.pending = nil
      state.loads = 1
      state.baseline = nil
    }
  }

  /// The resident set of process `pid` (`/proc/PID/statm`'s second field, in pages).
  static func residentBytes(of pid: pid_t) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
