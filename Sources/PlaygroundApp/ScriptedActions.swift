import Demos
import PlaygroundUI
import X11Host

/// The `--after` script of `screenshot`: actions separated by `;`, replayed on the injected clock
/// before the frame is taken.
///
/// - `click:X,Y` clicks at a point (window points);
/// - `click:TEXT` clicks the centre of the first drawn text equal to TEXT;
/// - `key:NAME` presses a key, named as `Key(name:)` reads it (`1`…`5`, `i`, `m`, `tab`,
///   `shift-tab`…);
/// - `wait:SECONDS` lets the clock run (animations advance);
/// - `drag:X1,Y1,X2,Y2[,SECONDS]` presses at one point, moves in a straight line to the other
///   over SECONDS (0.3 without) at 60 Hz, and releases;
/// - `press:X,Y,SECONDS` holds a press there for SECONDS (a long press);
/// - `wheel:X,Y,DX,DY[,ctrl][,shift]` turns the wheel DX, DY steps (negative: left, up) at a
///   point; with `ctrl` a pinch (`MagnifyGesture`), with `ctrl,shift` a rotation.
package struct ScriptedActions: Equatable, Sendable {
  package enum Action: Equatable, Sendable {
    case clickPoint(CGPoint)
    case clickText(String)
    case key(Key)
    case wait(Double)
    case drag(from: CGPoint, to: CGPoint, seconds: Double)
    case press(CGPoint, seconds: Double)
    case wheel(CGPoint, steps: CGSize, control: Bool, shift: Bool)
  }

  /// How long a `drag:` takes when the script does not say.
  package static let dragSeconds = 0.3

  /// The longest wait a script may ask for, in seconds.
  package static let longestWait = 600.0

  package let actions: [Action]

  package init(_ actions: [Action]) {
    self.actions = actions
  }

  /// Parses a script; an empty one has no actions.
  package init(_ script: String) throws(CommandLineError) {
    var actions: [Action] = []
    for item in script.split(separator: ";") {
      let text = item.trimmingCharacters(in: .whitespaces)
      // "a;;b" and a trailing ";" are harmless.
      if text.isEmpty { continue }
      actions.append(try Self.action(text))
    }
    self.actions = actions
  }

  private static func action(_ text: String) throws(CommandLineError) -> Action {
    guard let colon = text.firstIndex(of: ":") else {
      throw CommandLineError("--after: \"\(text)\" is not VERB:ARGUMENT (click, key, wait, drag, press or wheel)")
    }
    let verb = text[..<colon].lowercased()
    let argument = String(text[text.index(after: colon)...])
    switch verb {
    case "click":
      guard !argument.isEmpty else {
        throw CommandLineError("--after: click needs X,Y or the text to click, got nothing")
      }
      let numbers = argument.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
      if numbers.count == 2, argument.split(separator: ",").count == 2 {
        guard numbers.allSatisfy(\.isFinite) else {
          throw CommandLineError("--after: click:\(argument) is not a finite point")
        }
        return .clickPoint(CGPoint(x: numbers[0], y: numbers[1]))
      }
      return .clickText(argument)
    case "key":
      guard let key = Key(name: argument) else {
        throw CommandLineError(
          "--after: unknown key \"\(argument)\" (a single character, or one of \(Key.names.joined(separator: ", ")))")
      }
      return .key(key)
    case "wait":
      guard let seconds = Double(argument), seconds.isFinite, (0...longestWait).contains(seconds) else {
        throw CommandLineError("--after: wait needs seconds between 0 and \(Int(longestWait)), got \"\(argument)\"")
      }
      return .wait(seconds)
    case "drag":
      let numbers = try Self.numbers(argument, verb: "drag", form: "X1,Y1,X2,Y2[,SECONDS]", counts: [4, 5])
      let seconds = numbers.count == 5 ? numbers[4] : dragSeconds
      try Self.check(seconds: seconds, verb: "drag")
      return .drag(
        from: CGPoint(x: numbers[0], y: numbers[1]), to: CGPoint(x: numbers[2], y: numbers[3]), seconds: seconds)
    case "press":
      let numbers = try Self.numbers(argument, verb: "press", form: "X,Y,SECONDS", counts: [3])
      try Self.check(seconds: numbers[2], verb: "press")
      return .press(CGPoint(x: numbers[0], y: numbers[1]), seconds: numbers[2])
    case "wheel":
      var parts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
      var control = false
      var shift = false
      while let last = parts.last, last == "ctrl" || last == "shift" {
        if last == "ctrl" { control = true } else { shift = true }
        parts.removeLast()
      }
      if parts.count > 4 {
        throw CommandLineError("--after: wheel:\(argument): \"\(parts[4])\" is not ctrl or shift")
      }
      if shift && !control {
        throw CommandLineError("--after: wheel:\(argument): shift needs ctrl too (ctrl,shift rotates)")
      }
      let numbers = try Self.numbers(
        parts.joined(separator: ","), verb: "wheel", form: "X,Y,DX,DY[,ctrl][,shift]", counts: [4])
      return .wheel(
        CGPoint(x: numbers[0], y: numbers[1]), steps: CGSize(width: numbers[2], height: numbers[3]),
        control: control, shift: shift)
    default:
      throw CommandLineError("--after: unknown action \"\(verb)\" (use click, key, wait, drag, press or wheel)")
    }
  }

  /// The comma-separated finite numbers of `argument`, as many as one of `counts`.
  private static func numbers(_ argument: String, verb: String, form: String, counts: [Int]) throws(CommandLineError)
    -> [Double]
  {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    guard counts.contains(parts.count) else {
      throw CommandLineError("--after: \(verb) needs \(form), got \"\(argument)\"")
    }
    var numbers: [Double] = []
    for part in parts {
      let text = part.trimmingCharacters(in: .whitespaces)
      guard let number = Double(text), number.isFinite else {
        throw CommandLineError(
          "--after: \(verb):\(argument): \"\(text)\" is not a finite number (\(verb) needs \(form))")
      }
      numbers.append(number)
    }
    return numbers
  }

  private static func check(seconds: Double, verb: String) throws(CommandLineError) {
    guard (0...longestWait).contains(seconds) else {
      throw CommandLineError("--after: \(verb) needs seconds between 0 and \(Int(longestWait)), got \(seconds)")
    }
  }

  /// Replays the actions on `session` from `time`, rendering between them as a host would;
  /// returns the clock after the last action.
  @MainActor
  package func replay(on session: any InteractiveSession, size: CGSize, from time: Double) throws(CommandLineError)
    -> Double
  {
    var now = time
    for action in actions {
      MainThreadActivity.working()
      _ = session.graph.render(size: size, time: now)
      switch action {
      case .clickPoint(let point):
        session.graph.click(at: point, time: now)
      case .clickText(let text):
        guard let view = session.graph.tracedViews.first(where: { $0.kind == "text" && $0.detail == text }) else {
          throw CommandLineError("--after: no text \"\(text)\" is drawn to click")
        }
        session.graph.click(at: CGPoint(x: view.frame.midX, y: view.frame.midY), time: now)
      case .key(let key):
        _ = session.handle(key)
      case .wait(let seconds):
        now = Self.advance(session.graph, size: size, from: now, by: seconds)
      case .drag(let from, let to, let seconds):
        now = Self.drag(session.graph, size: size, from: from, to: to, seconds: seconds, at: now)
      case .press(let point, let seconds):
        session.graph.pointerDown(at: point, time: now)
        now = Self.advance(session.graph, size: size, from: now, by: seconds)
        session.graph.pointerUp(at: point, time: now)
      case .wheel(let point, let steps, let control, let shift):
        if control {
          session.graph.wheelGesture(steps: steps.height, rotates: shift, at: point, time: now)
        } else {
          session.graph.scroll(
            by: CGSize(width: steps.width * WheelGestures.scrollStep, height: steps.height * WheelGestures.scrollStep),
            at: point, time: now)
        }
      }
    }
    return now
  }

  /// A press at `from`, moves along the line to `to` every 1/60 s over `seconds` (rendering
  /// each, as a window would), and the release at `to`; returns the clock at the end.
  @MainActor
  static func drag(_ graph: ViewGraph, size: CGSize, from: CGPoint, to: CGPoint, seconds: Double, at time: Double)
    -> Double
  {
    graph.pointerDown(at: from, time: time)
    let steps = max(1, Int((seconds * 60).rounded(.up)))
    var now = time
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      now = time + seconds * fraction
      let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
      graph.pointerMoved(to: point, time: now)
      // Each frame is a turn of the event loop: the hang limit is per frame, as in a window.
      MainThreadActivity.working()
      _ = graph.render(size: size, time: now)
    }
    graph.pointerUp(at: to, time: now)
    return now
  }

  /// Renders through `seconds` at 60 Hz, so animations start and retarget as on screen;
  /// returns the clock at the end.
  @MainActor
  static func advance(_ graph: ViewGraph, size: CGSize, from time: Double, by seconds: Double) -> Double {
    var now = time
    let end = time + seconds
    while now < end {
      now = min(end, now + 1.0 / 60)
      MainThreadActivity.working()
      _ = graph.render(size: size, time: now)
    }
    return now
  }
}
