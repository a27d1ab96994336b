import Foundation
import PlaygroundUI

/// What the window process tells `open`'s supervisor when it is about to be replaced by a
/// fresh process (WindowRecycling.swift), and what the supervisor gives the new one: the
/// window's size and canvas (device, colour scheme: the user may have changed them with keys)
/// and every state value that can cross processes. The window prints it as one
/// `HANDOFF <json>` line on its standard output.
package struct WindowHandOff: Codable, Equatable, Sendable {
  /// The window's size in points.
  package var width: Int
  package var height: Int
  /// The canvas's device by `--device` name (`mac`: none) and whether it is dark.
  package var device: String
  package var dark: Bool
  package var state: [String: HandedOffState]

  package init(width: Int, height: Int, device: String, dark: Bool, state: [String: HandedOffState]) {
    self.width = width
    self.height = height
    self.device = device
    self.dark = dark
    self.state = state
  }

  package static let linePrefix = "HANDOFF "

  /// The hand-off as one line of JSON.
  package var json: String {
    String(decoding: (try? JSONEncoder().encode(self)) ?? Data("{}".utf8), as: UTF8.self)
  }
}

extension OpenOptions {
  /// The options a fresh window continuing this hand-off starts with.
  package func continuing(_ handOff: WindowHandOff) -> OpenOptions {
    var options = self
    if WindowSize.sides.contains(handOff.width), WindowSize.sides.contains(handOff.height) {
      options.size = WindowSize(width: handOff.width, height: handOff.height)
    }
    do {
      options.canvas.device = try Device.named(handOff.device)  // `mac`: none, the window is the screen
    } catch {
      // A name this build does not know: the device stays as it was.
    }
    options.canvas.colorScheme = handOff.dark ? .dark : .light
    return options
  }
}
