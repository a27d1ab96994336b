import PlaygroundUI

extension EventLoop {
  /// Points scrolled per wheel click: about three lines of body text.
  static let wheelStep = WheelGestures.scrollStep
}
