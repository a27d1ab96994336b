import Foundation
import Synchronization
import Testing

@testable import PlaygroundApp

/// The hang watchdog takes run-queue waits off a stretch of work: the kernel's figure must be
/// read, and must grow when more threads want a core than there are cores.
@Suite struct RunQueueWaitTests {
  @Test func aThreadCompetingForACoreWaitsOnTheRunQueue() {
    let before = RunQueueWait.secondsOfThisThread()
    #expect(RunQueueWait.seconds(ofThread: getpid()) > 0, "the main thread's figure is read")
    #expect(before >= 0)
    // Spinning threads, three per core, while the main thread spins too, for 0.4 s.
    let stop = Atomic(false)
    let spinners = 3 * ProcessInfo.processInfo.activeProcessorCount
    for _ in 0..<spinners {
      Thread.detachNewThread {
        var counter = 0
        while !stop.load(ordering: .relaxed) { counter &+= 1 }
        _ = counter
      }
    }
    let end = Date().addingTimeInterval(0.4)
    var counter = 0
    while Date() < end { counter &+= 1 }
    stop.store(true, ordering: .relaxed)
    #expect(RunQueueWait.secondsOfThisThread() > before, "no run-queue wait read after \(counter) turns")
  }

  @Test func aThreadThatDoesNotExistHasNoWait() {
    #expect(RunQueueWait.seconds(ofThread: 0x3fff_fff0) == 0)
  }
}
