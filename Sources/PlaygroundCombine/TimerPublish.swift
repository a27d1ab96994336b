import Foundation
import OpenCombine
import PlaygroundUI

extension Timer {
  /// A publisher of the current date every `interval` seconds (Apple's
  /// `Timer.publish(every:tolerance:on:in:options:)`), on the playground's clock.
  ///
  /// On iOS the timer runs on `runLoop`; here it fires with the window's frames, on the main
  /// thread, whatever run loop is named, so a `screenshot --after "wait:3"` sees three ticks of
  /// a one-second timer. This declaration lacks `options:` so that it is the one Swift picks
  /// when `options:` is not written (the fewest unused defaults win over OpenCombineFoundation's);
  /// with `options:`, or where the type `Timer.TimerPublisher` is spelled out, OpenCombine's
  /// run-loop timer is used, which the window runs in real time (docs/swiftui-support.md).
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
  ) -> Timer._PlaygroundTimerPublisher {
    Timer._PlaygroundTimerPublisher(interval: interval, tolerance: tolerance)
  }

  /// The publisher `Timer.publish` returns: connectable (`connect()`, `autoconnect()`), one
  /// timer for all its subscribers while connected, as Apple's `Timer.TimerPublisher` is.
  public final class _PlaygroundTimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    private let subject = PassthroughSubject<Date, Never>()

    init(interval: TimeInterval, tolerance: TimeInterval?) {
      self.interval = interval
      self.tolerance = tolerance
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the timer; cancelling the result stops it.
    public func connect() -> Cancellable {
      let subject = UncheckedSendable(subject)
      let id = PlaygroundTimers.shared.schedule(every: interval) { subject.value.send(Date()) }
      return AnyCancellable { PlaygroundTimers.shared.cancel(id) }
    }
  }
}

/// A value handed to the timer's action, which runs on the thread that advances the clock (the
/// main thread) as the subject's other users do.
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
