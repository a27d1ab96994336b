import CSeededRandom
import Foundation

/// Random numbers in the user's code that are the same every run (`qa`'s determinism): a
/// preview drawing `Int.random(in:)`, `shuffled()` or a random colour would otherwise differ from
/// its baseline on every run. Each case starts its own sequence, seeded by its name, so a case
/// renders the same alone (`--preview`) as among all the others. Hashing is made repeatable as
/// well (a dictionary's order): that is the runtime's `SWIFT_DETERMINISTIC_HASHING`, read at
/// start-up, so `qa` starts itself again with it set (`restartWithDeterministicHashing`).
package enum RepeatableRandom {
  /// From now on, the user's random numbers are the sequence `name` starts.
  package static func start(_ name: String) {
    // FNV-1a: a stable hash of the name (Swift's own `hashValue` is seeded per process).
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    csr_seed(hash)
  }

  /// Whether seeding reaches the user's code (the executable's definition wins at run time).
  package static var isEffective: Bool { csr_is_interposed() != 0 }

  /// The variable the Swift runtime reads when the process starts.
  static let hashingVariable = "SWIFT_DETERMINISTIC_HASHING"

  /// Replaces this process with itself, the same arguments, and deterministic hashing on,
  /// unless it is on already. Returns only when it is on (or the restart failed, when hashing
  /// stays seeded and only dictionary order may differ between runs).
  package static func restartWithDeterministicHashing() {
    guard ProcessInfo.processInfo.environment[hashingVariable] == nil else { return }
    setenv(hashingVariable, "1", 1)
    let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
    execv("/proc/self/exe", arguments)
    // Only reached when exec failed: go on in this process.
    for argument in arguments { free(argument) }
  }
}
