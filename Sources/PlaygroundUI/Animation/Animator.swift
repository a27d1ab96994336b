/// What animates per view identity: its frame, its opacity, its colour, the drawing scale
/// a `.scale` transition uses, and the numbers of its geometry effects.
struct Appearance: Equatable {
  var frame: CGRect
  var opacity: Double
  var color: RGBAColor?
  /// A drawing-only scale about the frame's centre (1 except during a scale transition).
  var scale: Double = 1
  /// A drawing-only translation, the subtree with it: 0 except during a move transition, or
  /// while a view that moved is carried to its new place.
  var translation: CGSize = .zero
  /// The numbers of the node's geometry effects (`offset`, `scaleEffect`, `rotationEffect`),
  /// in the node's order; after the fixed `dimension` numbers in `vector`.
  var effects: [Double] = []

  static let dimension = 12
  /// Where the translation is in `vector`.
  static let translationX = 10
  static let translationY = 11

  /// The values as one vector, for interpolation.
  var vector: [Double] {
    let c = color ?? .clear
    return [
      frame.minX, frame.minY, frame.width, frame.height, opacity, c.red, c.green, c.blue, c.alpha, scale,
      translation.width, translation.height,
    ] + effects
  }

  init(frame: CGRect, opacity: Double, color: RGBAColor?) {
    self.frame = frame
    self.opacity = opacity
    self.color = color
  }

  /// Rebuilds an appearance from a vector; colour only when the template had one.
  init(_ v: [Double], hasColor: Bool) {
    frame = CGRect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
    opacity = min(1, max(0, v[4]))
    color =
      hasColor
      ? RGBAColor(
        red: min(1, max(0, v[5])), green: min(1, max(0, v[6])), blue: min(1, max(0, v[7])),
        alpha: min(1, max(0, v[8])))
      : nil
    scale = max(0, v[9])
    translation = CGSize(width: v[10], height: v[11])
    effects = Array(v.dropFirst(Self.dimension))
  }
}

/// Moves one view's appearance from a presented value to a target, by spring or timing curve.
///
/// Retargeting starts a new animator from the presented value with the current velocity, so a
/// change mid-flight never jumps.
struct Animator {
  let animation: Animation
  let start: Double
  let from: [Double]
  let to: [Double]
  let initialVelocity: [Double]
  /// 1 normally; 0.1 with slow animations.
  let timeScale: Double

  /// Where an animating view can be drawn while its animation runs, for culling.
  struct Reach {
    /// A rectangle the presented frame stays inside; nil when the animation also scales or runs
    /// geometry effects (then it is not bounded here).
    var frame: CGRect?
    /// The drawing translation the animation ends at, and how far from it the translation can
    /// swing on the way (it carries the view's subtree).
    var translation: CGSize
    var translationSwing: CGSize
  }

  /// The reach: the target grown by each component's largest distance from its target. A
  /// spring's is the amplitude of its motion (from the start offset and velocity); a timing
  /// curve stays near the segment from start to target.
  var reach: Reach {
    func amplitude(_ index: Int) -> Double {
      let offset = from[index] - to[index]
      let velocity = index < initialVelocity.count ? initialVelocity[index] : 0
      guard offset != 0 || velocity != 0 else { return 0 }
      switch animation.curve {
      case .bezier(_, let y1, _, let y2):
        // A Bézier stays inside its control points' hull: progress within min(0, y1, y2)…max(1, y1, y2).
        return abs(offset) * (1 + max(abs(y1), abs(y2), 1)) + abs(velocity) * animation.duration
      case .linear: return abs(offset) * 1.5
      case .spring: break
      }
      guard let spring = animation.springParameters else { return abs(offset) * 1.5 }
      // A repeating spring overshoots each play from either end; an initial velocity adds to it.
      if animation.repetition != nil || animation.unitVelocity != 0 {
        return abs(offset) * (2 + abs(animation.unitVelocity)) + abs(velocity) / spring.stiffness.squareRoot()
      }
      let omega = spring.stiffness.squareRoot()
      let zeta = spring.damping / (2 * omega)
      guard zeta < 1 else { return abs(offset) + abs(velocity) / omega }
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let phase = (velocity + zeta * omega * offset) / damped
      return (offset * offset + phase * phase).squareRoot()
    }
    let dimension = Appearance.dimension
    let translation = CGSize(width: to[Appearance.translationX], height: to[Appearance.translationY])
    let swing = CGSize(width: amplitude(Appearance.translationX), height: amplitude(Appearance.translationY))
    guard from.count == dimension, to.count == dimension, amplitude(9) == 0 else {
      return Reach(frame: nil, translation: translation, translationSwing: swing)
    }
    let x = amplitude(0)
    let y = amplitude(1)
    let frame = CGRect(
      x: to[0] - x, y: to[1] - y, width: max(0, to[2]) + 2 * x + amplitude(2),
      height: max(0, to[3]) + 2 * y + amplitude(3))
    return Reach(frame: frame, translation: translation, translationSwing: swing)
  }

  /// Whether the animator moves the drawing translation and nothing else.
  var onlyTranslates: Bool {
    for index in to.indices where index != Appearance.translationX && index != Appearance.translationY {
      if from[index] != to[index] || initialVelocity[index] != 0 { return false }
    }
    return true
  }

  private func localTime(_ time: Double) -> Double {
    max(0, (time - start) * timeScale * animation.speedFactor - animation.delaySeconds)
  }

  /// The velocity a component starts with: the running velocity it was retargeted with plus
  /// an `interpolatingSpring`'s initial velocity (in distances to travel per second).
  private func startVelocity(_ i: Int) -> Double {
    animation.unitVelocity == 0 ? initialVelocity[i] : initialVelocity[i] + animation.unitVelocity * (to[i] - from[i])
  }

  /// Progress 0…1 (beyond, for a spring's overshoot) of one play, `t` seconds into it.
  private func unitProgress(_ t: Double) -> Double {
    if let spring = animation.springParameters {
      let solver = SpringSolver(stiffness: spring.stiffness, damping: spring.damping)
      return 1 + solver.state(x0: -1, v0: animation.unitVelocity, at: t).x
    }
    return TimingCurve.progress(animation.curve, t / animation.duration)
  }

  /// A repeating animation's progress at local time `t`: each play runs from the start (or,
  /// autoreversing, every other one backwards); after the last it rests at 1.
  private func repeatedProgress(_ repetition: Animation.Repetition, _ t: Double) -> Double {
    let period = max(repetition.period, 1e-3)
    let play = (t / period).rounded(.down)
    if let count = repetition.count, play >= Double(count) { return 1 }
    let progress = unitProgress(t - play * period)
    return repetition.autoreverses && play.truncatingRemainder(dividingBy: 2) == 1 ? 1 - progress : progress
  }

  /// The presented vector at `time`.
  func value(at time: Double) -> [Double] {
    let t = localTime(time)
    if let repetition = animation.repetition {
      let p = repeatedProgress(repetition, t)
      return to.indices.map { i in from[i] + (to[i] - from[i]) * p }
    }
    if let spring = animation.springParameters {
      let solver = SpringSolver(stiffness: spring.stiffness, damping: spring.damping)
      // Most components of most animators are at rest (a carried chip moves two of twelve).
      return to.indices.map { i in
        from[i] == to[i] && initialVelocity[i] == 0
          ? to[i] : to[i] + solver.state(x0: from[i] - to[i], v0: startVelocity(i), at: t).x
      }
    }
    let p = TimingCurve.progress(animation.curve, t / animation.duration)
    return to.indices.map { i in from[i] + (to[i] - from[i]) * p }
  }

  /// The velocity per component at `time` (units per second of the caller's clock).
  func velocity(at time: Double) -> [Double] {
    let t = localTime(time)
    let rate = timeScale * animation.speedFactor
    if animation.repetition == nil, let spring = animation.springParameters {
      let solver = SpringSolver(stiffness: spring.stiffness, damping: spring.damping)
      return to.indices.map { i in
        solver.state(x0: from[i] - to[i], v0: startVelocity(i), at: t).v * rate
      }
    }
    let h = 1e-4
    let a = value(at: time)
    let b = value(at: time + h / max(rate, 1e-9))
    return to.indices.map { i in (b[i] - a[i]) / h * rate }
  }

  /// The same motion around a moved target: what is left of it plays out relative to the new
  /// place (SwiftUI's additive model).
  func shifted(by delta: [Double]) -> Animator {
    Animator(
      animation: animation, start: start, from: from.indices.map { from[$0] + delta[$0] },
      to: to.indices.map { to[$0] + delta[$0] }, initialVelocity: initialVelocity, timeScale: timeScale)
  }

  /// Whether the animation has come to rest at its target.
  func isSettled(at time: Double) -> Bool {
    let t = localTime(time)
    if let repetition = animation.repetition {
      guard let count = repetition.count else { return false }
      return t >= Double(count) * repetition.period
    }
    if let spring = animation.springParameters {
      let solver = SpringSolver(stiffness: spring.stiffness, damping: spring.damping)
      for i in to.indices where from[i] != to[i] || initialVelocity[i] != 0 {
        let state = solver.state(x0: from[i] - to[i], v0: startVelocity(i), at: t)
        if abs(state.x) > 0.005 || abs(state.v) > 0.05 { return false }
      }
      return true
    }
    return t >= animation.duration
  }
}
