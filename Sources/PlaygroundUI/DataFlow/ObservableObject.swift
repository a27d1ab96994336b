import Synchronization

/// A class whose changes views follow (mirrors Combine's `ObservableObject`, which SwiftUI
/// re-exports; Linux has no Combine, so the publisher is the playground's own).
///
/// The synthesized `objectWillChange` is one publisher per instance; every `@Published`
/// property of the class sends it before its value changes. A class may declare its own
/// `objectWillChange` (an `ObservableObjectPublisher`) and call `send()` itself.
public protocol ObservableObject: AnyObject {
  /// The publisher that tells views the object is about to change.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  /// Sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The instance's own publisher, made the first time it is asked for.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.synthesized(for: self) }
}

extension ObservableObject {
  /// The object's publisher when it is one views can subscribe to.
  var willChangePublisher: ObservableObjectPublisher? { objectWillChange as? ObservableObjectPublisher }
}

/// Tells subscribers an object is about to change (mirrors Combine's `ObservableObjectPublisher`:
/// `send()` only; the playground's views are its one kind of subscriber).
///
/// Safe to send from any thread; the views it reaches re-render on the main thread.
public final class ObservableObjectPublisher: @unchecked Sendable {
  private struct Subscribers {
    var next = 0
    var handlers: [Int: @Sendable () -> Void] = [:]
  }

  private let subscribers = Mutex(Subscribers())

  public init() {}

  /// Tells every subscriber that the object is about to change.
  public func send() {
    let handlers = subscribers.withLock { Array($0.handlers.values) }
    for handler in handlers { handler() }
  }

  /// Calls `handler` on every `send()` until the returned subscription is released.
  func subscribe(_ handler: @escaping @Sendable () -> Void) -> ObjectSubscription {
    let token = subscribers.withLock { state in
      state.next += 1
      state.handlers[state.next] = handler
      return state.next
    }
    return ObjectSubscription(publisher: self, token: token)
  }

  fileprivate func unsubscribe(_ token: Int) {
    _ = subscribers.withLock { $0.handlers.removeValue(forKey: token) }
  }

  /// How many subscriptions are alive (for tests).
  var subscriberCount: Int { subscribers.withLock { $0.handlers.count } }

  // MARK: - The synthesized publishers

  /// One publisher per live object. An entry holds its object weakly, so a dead object's
  /// publisher is never handed to a new object at the same address; dead entries are swept as
  /// the table grows.
  private struct Synthesized {
    struct Entry: @unchecked Sendable {
      weak var object: AnyObject?
      let publisher: ObservableObjectPublisher
    }
    var entries: [ObjectIdentifier: Entry] = [:]
    var sweepAt = 64
  }

  private static let synthesizedTable = Mutex(Synthesized())

  static func synthesized(for object: AnyObject) -> ObservableObjectPublisher {
    let id = ObjectIdentifier(object)
    // Only held weakly and compared by identity under the lock, never used.
    nonisolated(unsafe) let object = object
    return synthesizedTable.withLock { table in
      if let entry = table.entries[id], entry.object === object { return entry.publisher }
      if table.entries.count >= table.sweepAt {
        table.entries = table.entries.filter { $0.value.object != nil }
        table.sweepAt = max(64, table.entries.count * 2)
      }
      let publisher = ObservableObjectPublisher()
      table.entries[id] = Synthesized.Entry(object: object, publisher: publisher)
      return publisher
    }
  }
}

/// A subscription to an `ObservableObjectPublisher`, ended when released.
final class ObjectSubscription {
  let publisher: ObservableObjectPublisher
  private let token: Int

  fileprivate init(publisher: ObservableObjectPublisher, token: Int) {
    self.publisher = publisher
    self.token = token
  }

  deinit { publisher.unsubscribe(token) }
}
