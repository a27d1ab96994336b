import Foundation
import UserCode

/// How much memory `open`'s window process may take: half the machine's RAM, at least 2 GiB,
/// in whole GiB. Code that allocates without end then fails in its own process — a trap the
/// supervisor reports ("Your code ran out of memory (limit 11 GiB)") — before the machine
/// starts swapping or the kernel's out-of-memory killer picks a process. The limit is on the
/// data segment and private writable mappings (RLIMIT_DATA), which is what the heap grows;
/// mapped files and shared memory (the X server's images) are not counted.
package enum WindowMemoryLimit {
  /// The environment variable that overrides the limit, in GiB (the tests use a small one).
  package static let environmentVariable = "LAYOUT_PLAYGROUND_MEMORY_LIMIT_GIB"

  /// The limit in GiB for this machine, or the override in `environment`.
  package static func gibibytes(environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
    if let text = environment[environmentVariable], let value = Double(text), value.isFinite, value > 0 {
      return value
    }
    return standard(physicalBytes: ProcessInfo.processInfo.physicalMemory)
  }

  /// Half of `physicalBytes`, at least 2 GiB, rounded down to whole GiB.
  package static func standard(physicalBytes: UInt64) -> Double {
    max(2, (Double(physicalBytes) / 2 / Double(1 << 30)).rounded(.down))
  }

  /// Limits this process. Returns false when the system refuses.
  @discardableResult
  package static func apply(gibibytes: Double) -> Bool {
    let bytes = rlim_t(gibibytes * Double(1 << 30))
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit) == 0 else { return false }
    // An existing lower hard limit stays (a process may not raise it).
    limit.rlim_cur = min(bytes, limit.rlim_max)
    return setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit) == 0
  }

  /// "Your code ran out of memory (limit 11 GiB)"
  package static func sentence(gibibytes: Double) -> String {
    "Your code ran out of memory (limit \(HangReport.seconds(gibibytes)) GiB)"
  }
}
