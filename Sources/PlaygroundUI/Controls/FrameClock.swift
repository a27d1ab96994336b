/// The time of the frame being drawn, for nodes that draw by the clock (the progress spinner),
/// and whether one did: then the graph asks for the next frame, and only then.
final class FrameClock {
  var time: Double = 0
  var drewContinuously = false
}
