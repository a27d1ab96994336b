import Foundation
import OpenCombine

extension View {
  /// Runs `action` with each value `publisher` emits, while the view is in the tree.
  ///
  /// The view subscribes when it first appears and cancels when it leaves. Values emitted on
  /// the main thread run `action` at once (a timer, a `@Published` change); values from other
  /// threads run it on the main queue.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    OnReceiveView(content: self, publisher: publisher, action: action)
  }
}

/// Keeps a subscription to the publisher in a state box of the view's identity, so it lives as
/// long as the view, and gives it the latest action on each resolve.
struct OnReceiveView<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
  let content: Content
  let publisher: P
  let action: (P.Output) -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    // Not volatile: a body kept whole has the same publisher and action, and keeps the box.
    let store = context.graph(volatile: false).stateStore
    let box = store.box(
      for: StateKey(identity: context.identity, property: "onReceive"), initial: PublisherReceiver<P.Output>?.none)
    if let receiver = box.value, receiver.isSubscribed(to: publisher) {
      receiver.action = action
    } else {
      box.value = PublisherReceiver(publisher: publisher, action: action)
    }
    return context.resolve(content, role: .modifier)
  }
}

/// An `onReceive` subscription and the action it calls (replaced on each resolve, as the view's
/// closure captures the view's latest values).
final class PublisherReceiver<Output> {
  /// Read on the main thread when a value arrives; set there on each resolve.
  var action: (Output) -> Void
  /// A publisher that is an object is subscribed to again when another object takes its place;
  /// a value publisher keeps its first subscription.
  private weak var object: AnyObject?
  private var cancellable: AnyCancellable?

  init<P: Publisher>(publisher: P, action: @escaping (Output) -> Void) where P.Output == Output, P.Failure == Never {
    self.action = action
    object = type(of: publisher) is AnyClass ? publisher as AnyObject : nil
    // Not `@Sendable`: a publisher may send from any thread, and the value goes to the main
    // queue then. The receiver is weak: the view's state box owns it.
    cancellable = publisher.sink { [weak self] value in
      let delivery = MainThreadWork { self?.action(value) }
      if StateStore.isOnMainActor { delivery.run() } else { DispatchQueue.main.async { delivery.run() } }
    }
  }

  func isSubscribed<P: Publisher>(to publisher: P) -> Bool {
    guard type(of: publisher) is AnyClass else { return true }
    return object === publisher as AnyObject
  }
}

/// Work handed to the main queue from the thread a value arrived on; it touches the receiver
/// only there.
private struct MainThreadWork: @unchecked Sendable {
  let run: () -> Void
}
