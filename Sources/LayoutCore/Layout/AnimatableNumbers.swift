/// Animatable data as plain numbers.
///
/// The animator moves a view's appearance as one vector of numbers (frame, opacity, colour,
/// geometry effects); a shape's `animatableData` joins that vector when its type can say what
/// numbers it is made of. Every `VectorArithmetic` type SwiftUI offers for `animatableData`
/// does — `Double`, `Float`, `CGFloat`, `EmptyAnimatableData` and `AnimatablePair`s of them —
/// so a custom shape animates as on iOS. A custom `VectorArithmetic` type of the user's own
/// cannot be taken apart: such a shape jumps to its new value.
package protocol AnimatableNumbers: VectorArithmetic {
  /// The numbers, in a fixed order.
  var numbers: [Double] { get }
  /// The value made from the front of `numbers` (consumed); nil when too few remain.
  init?(numbers: inout ArraySlice<Double>)
}

extension Double: AnimatableNumbers {
  package var numbers: [Double] { [self] }
  package init?(numbers: inout ArraySlice<Double>) {
    guard let first = numbers.popFirst() else { return nil }
    self = first
  }
}

extension Float: AnimatableNumbers {
  package var numbers: [Double] { [Double(self)] }
  package init?(numbers: inout ArraySlice<Double>) {
    guard let first = numbers.popFirst() else { return nil }
    self = Float(first)
  }
}

extension CGFloat: AnimatableNumbers {
  package var numbers: [Double] { [Double(self)] }
  package init?(numbers: inout ArraySlice<Double>) {
    guard let first = numbers.popFirst() else { return nil }
    self = CGFloat(first)
  }
}

extension EmptyAnimatableData: AnimatableNumbers {
  package var numbers: [Double] { [] }
  package init?(numbers: inout ArraySlice<Double>) { self.init() }
}

extension AnimatablePair: AnimatableNumbers where First: AnimatableNumbers, Second: AnimatableNumbers {
  package var numbers: [Double] { first.numbers + second.numbers }
  package init?(numbers: inout ArraySlice<Double>) {
    guard let first = First(numbers: &numbers), let second = Second(numbers: &numbers) else { return nil }
    self.init(first, second)
  }
}

extension Animatable {
  /// The value's animatable data as numbers, or nil when its type cannot be taken apart.
  package var animatableNumbers: [Double]? {
    (animatableData as? any AnimatableNumbers)?.numbers
  }

  /// A copy whose animatable data is made from `numbers` (the same count `animatableNumbers`
  /// gave); unchanged when they do not fit.
  package func withAnimatableNumbers(_ numbers: [Double]) -> Self {
    guard let type = AnimatableData.self as? any AnimatableNumbers.Type else { return self }
    var rest = numbers[...]
    guard let data = type.init(numbers: &rest) as? AnimatableData else { return self }
    var copy = self
    copy.animatableData = data
    return copy
  }
}
