import CSeededRandom
import Foundation

/// Random numbers in the user's code that are the same every run (`qa`'s determinism): a
/// preview drawing `Int.random(in:)`, `shuffled()` or a random colour would otherwise differ from
/// its baseline on every run. Each case starts its own sequence, seeded by its name, so a case
/// renders the same alone (`--preview`) as among all the others. Hashing is made repeatable by
/// the worker process's environment (QAWorker.swift).
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
}
