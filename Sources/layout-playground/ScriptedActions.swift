import Demos
import PlaygroundUI

/// The `--after` script of `screenshot`: actions separated by `;`, replayed on the injected clock
/// before the frame is taken.
///
/// - `click:X,Y` clicks at a point (window points);
/// - `click:TEXT` clicks the centre of the first drawn text equal to TEXT;
/// - `key:K` presses a key (`1`…`5`, `m`, `i`, `tab`);
/// - `wait:SECONDS` lets the clock run (animations advance).
struct ScriptedActions {
  enum Action: Equatable {
    case clickPoint(CGPoint)
    case clickText(String)
    case key(PlaygroundSession.Key)
    case wait(Double)
  }

  struct ParseError: Error, CustomStringConvertible {
    let description: String
  }

  let actions: [Action]

  init(_ script: String) throws {
    actions = try script.split(separator: ";").map { item in
      let text = item.trimmingCharacters(in: .whitespaces)
      guard let colon = text.firstIndex(of: ":") else {
        throw ParseError(description: "--after: \"\(text)\" is not VERB:ARGUMENT (click, key or wait)")
      }
      let verb = text[..<colon].lowercased()
      let argument = String(text[text.index(after: colon)...])
      switch verb {
      case "click":
        let numbers = argument.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        if numbers.count == 2, numbers.allSatisfy(\.isFinite) {
          return .clickPoint(CGPoint(x: numbers[0], y: numbers[1]))
        }
        return .clickText(argument)
      case "key":
        switch argument.lowercased() {
        case "tab": return .key(.tab)
        case "shift-tab": return .key(.shiftTab)
        case "escape", "esc": return .key(.escape)
        default:
          guard argument.count == 1, let character = argument.first else {
            throw ParseError(description: "--after: unknown key \"\(argument)\"")
          }
          return .key(.character(character))
        }
      case "wait":
        guard let seconds = Double(argument), seconds.isFinite, seconds >= 0, seconds <= 600 else {
          throw ParseError(description: "--after: wait needs seconds between 0 and 600, got \"\(argument)\"")
        }
        return .wait(seconds)
      default:
        throw ParseError(description: "--after: unknown action \"\(verb)\" (use click, key or wait)")
      }
    }
  }

  /// Replays the actions on `session` from `time`, rendering between them as a host would;
  /// returns the clock after the last action.
  @MainActor
  func replay(on session: PlaygroundSession, size: CGSize, from time: Double) throws -> Double {
    var now = time
    for action in actions {
      _ = session.graph.render(size: size, time: now)
      switch action {
      case .clickPoint(let point):
        session.graph.click(at: point, time: now)
      case .clickText(let text):
        guard let view = session.graph.tracedViews.first(where: { $0.kind == "text" && $0.detail == text }) else {
          throw ParseError(description: "--after: no text \"\(text)\" is drawn to click")
        }
        session.graph.click(at: CGPoint(x: view.frame.midX, y: view.frame.midY), time: now)
      case .key(let key):
        _ = session.handle(key)
      case .wait(let seconds):
        // Render through the wait at 60 Hz so animations start and retarget as on screen.
        let end = now + seconds
        while now < end {
          now = min(end, now + 1.0 / 60)
          _ = session.graph.render(size: size, time: now)
        }
      }
    }
    return now
  }
}
