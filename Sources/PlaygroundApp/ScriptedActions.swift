import Demos
import PlaygroundUI

/// The `--after` script of `screenshot`: actions separated by `;`, replayed on the injected clock
/// before the frame is taken.
///
/// - `click:X,Y` clicks at a point (window points);
/// - `click:TEXT` clicks the centre of the first drawn text equal to TEXT;
/// - `key:NAME` presses a key, named as `Key(name:)` reads it (`1`…`5`, `i`, `m`, `tab`,
///   `shift-tab`…);
/// - `wait:SECONDS` lets the clock run (animations advance).
package struct ScriptedActions: Equatable, Sendable {
  package enum Action: Equatable, Sendable {
    case clickPoint(CGPoint)
    case clickText(String)
    case key(Key)
    case wait(Double)
  }

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
      throw CommandLineError("--after: \"\(text)\" is not VERB:ARGUMENT (click, key or wait)")
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
    default:
      throw CommandLineError("--after: unknown action \"\(verb)\" (use click, key or wait)")
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
      }
    }
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
      _ = graph.render(size: size, time: now)
    }
    return now
  }
}
