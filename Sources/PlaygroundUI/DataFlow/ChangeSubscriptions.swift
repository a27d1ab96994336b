import Foundation
import Observation
import OpenCombine

/// How objects outside `@State` tell the graph to re-render: `ObservableObject`s through their
/// `objectWillChange`, `@Observable` models through observation tracking.
extension StateStore {
  /// A change announced on any thread: the main thread schedules the re-render at once (inside
  /// a `withAnimation`, the change animates); another thread is told, as SwiftUI tells it,
  /// that changes must be published from the main thread, and the re-render is queued there.
  /// `scope` is the body that depends on the change (nil: every body).
  nonisolated static func changeAnnounced(to store: StateStore?, scope: ViewIdentity?) {
    guard let store else { return }
    if isOnMainActor {
      store.stateDidChange(scope: scope)
    } else {
      FileHandle.standardError.write(
        Data(
          ("Publishing changes from background threads is not allowed; make sure to publish values from the main "
            + "thread on model updates.\n").utf8))
      DispatchQueue.main.async { [weak store] in store?.stateDidChange(scope: scope) }
    }
  }

  /// Whether the caller runs where the main actor does: the main thread, or the main queue
  /// drained elsewhere (a test runner's main actor can be), which `Thread.isMainThread` misses.
  nonisolated static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  private nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Subscribes this pass's view at `key` to `object`: the subscription lives in a box of its
  /// own, so it ends when the view leaves the tree, and is replaced when another object comes.
  func subscribe<Object: ObservableObject>(to object: Object, key: StateKey) {
    let box = self.box(for: key, initial: ObjectSubscription?.none)
    if box.value?.object === object { return }
    let scope = key.identity
    // `@Sendable`: a publisher may send from any thread, and the store decides where the
    // re-render runs (a main-actor closure would trap there instead of saying why).
    let cancellable = object.objectWillChange.sink { @Sendable [weak self] _ in
      StateStore.changeAnnounced(to: self, scope: scope)
    }
    box.value = ObjectSubscription(object: object, cancellable: cancellable)
  }

  /// Runs a resolve pass under observation tracking: an `@Observable` property read outside
  /// any custom view's body (each body tracks its own, BodyReuse.swift) schedules a re-render
  /// of the top of the tree when it changes.
  func trackingObservation<Result>(_ resolve: () -> Result) -> Result {
    withObservationTracking(resolve, onChange: { [weak self] in StateStore.changeAnnounced(to: self, scope: .root) })
  }
}
