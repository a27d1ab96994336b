import Testing

/// A trait for every suite or test that drives an X server or the real app: its tests run one
/// at a time across the whole test process.
///
/// Swift Testing runs suites in parallel, across all test targets of the package (they share
/// one process); `.serialized` only orders the tests inside one suite. Tests that drive X must
/// not overlap: Xft's FreeType and glyph caches are process-wide and unlocked (in-process X
/// tests on separate displays corrupted the heap), and the end-to-end tests measure frame
/// pacing, latency and CPU time that another app starting beside them would distort.
///
/// The trait is recursive and scopes each test case (not the suite), so the lock is held for
/// one test at a time and a suite never waits for itself.
public struct ExclusiveX: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func scopeProvider(for test: Test, testCase: Test.Case?) -> ExclusiveX? {
    testCase == nil ? nil : self
  }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    await XTestLock.shared.acquire()
    do {
      try await function()
    } catch {
      await XTestLock.shared.release()
      throw error
    }
    await XTestLock.shared.release()
  }
}

extension Trait where Self == ExclusiveX {
  /// Runs each test alone among the tests that drive X (see `ExclusiveX`).
  public static var exclusiveX: ExclusiveX { ExclusiveX() }
}

/// The process-wide lock behind `ExclusiveX`: first come, first served, and waiting suspends
/// (no thread of the test pool is blocked while a test waits its turn).
actor XTestLock {
  static let shared = XTestLock()

  private var held = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func acquire() async {
    guard held else {
      held = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty {
      held = false
    } else {
      // Ownership passes straight to the next waiter.
      waiting.removeFirst().resume()
    }
  }
}
