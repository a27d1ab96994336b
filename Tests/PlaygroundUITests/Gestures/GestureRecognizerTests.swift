import Foundation
import Testing

@testable import PlaygroundUI

/// The built-in gestures' recognisers driven by synthetic pointer events on an injected clock,
/// against Apple's documentation: `DragGesture` (minimumDistance 10 by default; translation is
/// `location − startLocation`), `LongPressGesture` (0.5 s and 10 pt by default; its value is
/// true while pressing), `TapGesture(count:)`, and the composition of `sequenced(before:)`,
/// `simultaneously(with:)` and `exclusively(before:)`.
@MainActor
@Suite struct GestureRecognizerTests {
  /// A view 100 × 100 at (50, 20) in the window.
  private let space = GestureSpace(frame: CGRect(x: 50, y: 20, width: 100, height: 100))

  private func drive<V>(_ recognizer: GestureRecognizer<V>, _ events: [PointerEvent]) {
    for event in events {
      recognizer.handle(event)
      recognizer.deliver()
    }
  }

  @Test("A drag starts only once the pointer is minimumDistance (10 by default) from where it went down")
  func minimumDistance() {
    var changes: [DragGesture.Value] = []
    let drag = DragGesture().onChanged { changes.append($0) }.recognizer(in: space)
    drive(drag, [.down(CGPoint(x: 60, y: 30), time: 0), .moved(CGPoint(x: 66, y: 38), time: 0.05)])
    // 6, 8: exactly 10 pt away.
    #expect(changes.count == 1)
    let zero = DragGesture(minimumDistance: 0).onChanged { changes.append($0) }.recognizer(in: space)
    changes = []
    drive(zero, [.down(CGPoint(x: 60, y: 30), time: 0)])
    #expect(changes.count == 1)
    let far = DragGesture(minimumDistance: 30).onChanged { changes.append($0) }.recognizer(in: space)
    changes = []
    drive(far, [.down(CGPoint(x: 60, y: 30), time: 0), .moved(CGPoint(x: 80, y: 30), time: 0.1)])
    #expect(changes.isEmpty && far.phase == .possible)
    drive(far, [.up(CGPoint(x: 80, y: 30), time: 0.2)])
    #expect(far.phase == .failed)
  }

  @Test("Locations are in the view's own space by default, the window's with .global; translation is location − start")
  func coordinateSpaces() throws {
    var local: DragGesture.Value?
    var global: DragGesture.Value?
    let a = DragGesture().onChanged { local = $0 }.recognizer(in: space)
    let b = DragGesture(coordinateSpace: .global).onChanged { global = $0 }.recognizer(in: space)
    for recognizer in [a, b] {
      drive(recognizer, [.down(CGPoint(x: 60, y: 30), time: 0), .moved(CGPoint(x: 100, y: 60), time: 0.1)])
    }
    let l = try #require(local)
    let g = try #require(global)
    #expect(l.startLocation == CGPoint(x: 10, y: 10) && l.location == CGPoint(x: 50, y: 40))
    #expect(g.startLocation == CGPoint(x: 60, y: 30) && g.location == CGPoint(x: 100, y: 60))
    #expect(l.translation == CGSize(width: 40, height: 30) && g.translation == l.translation)
    #expect(l.time == Date(timeIntervalSinceReferenceDate: 0.1))
  }

  @Test("Velocity is points per second over the last tenth of a second; the prediction adds it times 0.499 s")
  func velocityAndPrediction() throws {
    var last: DragGesture.Value?
    let drag = DragGesture().onChanged { last = $0 }.recognizer(in: space)
    // 300 pt/s to the right for 0.2 s at 60 Hz: each sample 5 pt further.
    var events: [PointerEvent] = [.down(CGPoint(x: 60, y: 60), time: 0)]
    for step in 1...12 { events.append(.moved(CGPoint(x: 60 + 5 * Double(step), y: 60), time: Double(step) / 60)) }
    drive(drag, events)
    let value = try #require(last)
    #expect(isClose(value.velocity.width, 300, within: 1e-6) && value.velocity.height == 0)
    #expect(value.translation == CGSize(width: 60, height: 0))
    // UIKit's projection with the normal deceleration rate: v / 1000 · 0.998 / 0.002.
    #expect(isClose(value.predictedEndTranslation.width, 60 + 300 * 0.499, within: 1e-6))
    #expect(isClose(value.predictedEndLocation.x, value.location.x + 300 * 0.499, within: 1e-6))
    // Held still for longer than the window: the velocity falls to 0 and the prediction is where it is.
    drive(drag, [.moved(CGPoint(x: 120, y: 60), time: 0.5), .moved(CGPoint(x: 120, y: 60), time: 0.7)])
    let still = try #require(last)
    #expect(still.velocity == .zero)
    #expect(still.predictedEndTranslation == still.translation)
  }

  @Test("onEnded hears the release with the last value; a drag that never started ends without it")
  func endedOnRelease() {
    var ended: [CGSize] = []
    let drag = DragGesture().onEnded { ended.append($0.translation) }.recognizer(in: space)
    drive(drag, [.down(CGPoint(x: 60, y: 30), time: 0), .moved(CGPoint(x: 90, y: 30), time: 0.1)])
    #expect(ended.isEmpty)
    drive(drag, [.up(CGPoint(x: 95, y: 34), time: 0.2)])
    #expect(ended == [CGSize(width: 35, height: 4)])
    let tap = DragGesture().onEnded { ended.append($0.translation) }.recognizer(in: space)
    drive(tap, [.down(CGPoint(x: 60, y: 30), time: 0), .up(CGPoint(x: 61, y: 30), time: 0.1)])
    #expect(ended.count == 1 && tap.phase == .failed)
  }

  @Test("A long press is true from the press on and ends once minimumDuration has passed, before the release")
  func longPressTiming() {
    var changes: [Bool] = []
    var ends = 0
    let press = LongPressGesture(minimumDuration: 0.5).onChanged { changes.append($0) }.onEnded { _ in ends += 1 }
      .recognizer(in: space)
    drive(press, [.down(CGPoint(x: 60, y: 30), time: 1)])
    #expect(changes == [true] && ends == 0)
    #expect(press.deadline == 1.5)
    drive(press, [.tick(time: 1.49)])
    #expect(ends == 0)
    drive(press, [.tick(time: 1.5)])
    #expect(ends == 1 && press.phase == .ended)
  }

  @Test("A long press fails when released early or when the pointer strays beyond maximumDistance")
  func longPressFails() {
    let early = LongPressGesture().recognizer(in: space)
    drive(early, [.down(CGPoint(x: 60, y: 30), time: 0), .up(CGPoint(x: 60, y: 30), time: 0.3)])
    #expect(early.phase == .failed)
    let strays = LongPressGesture(maximumDistance: 10).recognizer(in: space)
    drive(strays, [.down(CGPoint(x: 60, y: 30), time: 0), .moved(CGPoint(x: 70, y: 30), time: 0.1)])
    #expect(strays.phase == .active)
    drive(strays, [.moved(CGPoint(x: 71, y: 30), time: 0.2)])
    #expect(strays.phase == .failed)
  }

  @Test("TapGesture(count: 2) ends on the second release; a late second press fails it")
  func doubleTap() {
    var taps = 0
    let double = TapGesture(count: 2).onEnded { taps += 1 }.recognizer(in: space)
    let p = CGPoint(x: 60, y: 30)
    drive(double, [.down(p, time: 0), .up(p, time: 0.05)])
    #expect(taps == 0 && double.phase == .possible && double.deadline != nil)
    drive(double, [.down(p, time: 0.2), .up(p, time: 0.25)])
    #expect(taps == 1)
    let late = TapGesture(count: 2).onEnded { taps += 1 }.recognizer(in: space)
    drive(late, [.down(p, time: 0), .up(p, time: 0.05), .tick(time: 1)])
    #expect(late.phase == .failed && taps == 1)
  }

  @Test("SpatialTapGesture reports where the tap went up, in the view's space")
  func spatialTap() {
    var location: CGPoint?
    let tap = SpatialTapGesture().onEnded { location = $0.location }.recognizer(in: space)
    drive(tap, [.down(CGPoint(x: 70, y: 40), time: 0), .up(CGPoint(x: 72, y: 41), time: 0.1)])
    #expect(location == CGPoint(x: 22, y: 21))
  }

  @Test("sequenced(before:): .first while the long press is under way, then .second with the drag's value")
  func sequence() throws {
    typealias Sequence = SequenceGesture<LongPressGesture, DragGesture>
    var values: [String] = []
    let gesture = LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture())
      .onChanged { (value: Sequence.Value) in
        switch value {
        case .first(let pressing): values.append("first \(pressing)")
        case .second(let pressed, let drag): values.append("second \(pressed) \(drag?.translation.width ?? -1)")
        }
      }
    let recognizer = gesture.recognizer(in: space)
    drive(recognizer, [.down(CGPoint(x: 60, y: 30), time: 0)])
    drive(recognizer, [.tick(time: 0.05)])
    drive(recognizer, [.moved(CGPoint(x: 90, y: 30), time: 0.2)])
    #expect(values == ["first true", "second true -1.0", "second true 30.0"])
  }

  @Test("exclusively(before:): the first has precedence; the second counts only once the first has failed")
  func exclusive() {
    var log: [String] = []
    let gesture = TapGesture(count: 2).onEnded { log.append("double") }
      .exclusively(before: TapGesture().onEnded { log.append("single") })
    let both = gesture.recognizer(in: space)
    let p = CGPoint(x: 60, y: 30)
    drive(both, [.down(p, time: 0), .up(p, time: 0.05), .down(p, time: 0.1), .up(p, time: 0.15)])
    #expect(log == ["double"])
    log = []
    let once = gesture.recognizer(in: space)
    drive(once, [.down(p, time: 0), .up(p, time: 0.05)])
    #expect(log.isEmpty)
    drive(once, [.tick(time: 0.5)])
    // The double tap failed: the single tap's, recognised on the release, now counts.
    #expect(log == ["single"])
  }

  @Test("simultaneously(with:): both recognise; the value holds each one's, nil until it has one")
  func simultaneous() throws {
    var last: SimultaneousGesture<DragGesture, LongPressGesture>.Value?
    let gesture = DragGesture().simultaneously(with: LongPressGesture()).onChanged { last = $0 }
    let recognizer = gesture.recognizer(in: space)
    drive(recognizer, [.down(CGPoint(x: 60, y: 30), time: 0)])
    #expect(try #require(last).first == nil && last?.second == true)
    drive(recognizer, [.moved(CGPoint(x: 64, y: 30), time: 0.1)])
    drive(recognizer, [.moved(CGPoint(x: 90, y: 30), time: 0.2)])
    #expect(last?.first?.translation == CGSize(width: 30, height: 0))
  }

  @Test("map transforms the values the callbacks see")
  func map() {
    var widths: [CGFloat] = []
    let recognizer = DragGesture().map { $0.translation.width }.onChanged { widths.append($0) }.recognizer(in: space)
    drive(recognizer, [.down(CGPoint(x: 60, y: 30), time: 0), .moved(CGPoint(x: 80, y: 30), time: 0.1)])
    #expect(widths == [20])
  }

  @Test("Control + wheel: MagnifyGesture multiplies by 1.1 per step up and ends after a rest")
  func magnify() throws {
    var scale: CGFloat?
    var ended: CGFloat?
    let recognizer = MagnificationGesture().onChanged { scale = $0 }.onEnded { ended = $0 }.recognizer(in: space)
    drive(recognizer, [.magnify(by: 1.1, at: CGPoint(x: 60, y: 30), time: 0)])
    drive(recognizer, [.magnify(by: 1.1, at: CGPoint(x: 60, y: 30), time: 0.05)])
    #expect(isClose(try #require(scale), 1.21, within: 1e-9))
    drive(recognizer, [.tick(time: 0.05 + WheelGestures.restInterval)])
    #expect(isClose(try #require(ended), 1.21, within: 1e-9))
  }

  /// A gesture of the app's own, composing a built-in one in `body`.
  struct Swipe: Gesture {
    var body: some Gesture<String> {
      DragGesture(minimumDistance: 20).map { $0.translation.width > 0 ? "right" : "left" }
    }
  }

  @Test("A custom gesture recognises as its body does, with its body's values")
  func customGesture() {
    var swipes: [String] = []
    let recognizer = Swipe().onEnded { swipes.append($0) }.recognizer(in: space)
    drive(recognizer, [.down(CGPoint(x: 60, y: 30), time: 0), .moved(CGPoint(x: 30, y: 30), time: 0.1)])
    drive(recognizer, [.up(CGPoint(x: 20, y: 30), time: 0.2)])
    #expect(swipes == ["left"])
  }
}
