/// A Dynamic Type size, which specifies how large scalable content should be (mirrors SwiftUI's
/// `DynamicTypeSize`). The cases are ordered from smallest to largest; `large` is the default.
///
/// Text styles (`Font.body`, `.title`, …) are drawn at the point size the size gives them
/// (`Font.TextStyle.pointSize(at:)`); fonts of a fixed size (`.system(size:)`) do not scale.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5

  /// Whether the size is one of the accessibility sizes (`accessibility1` and larger).
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The size nearest to this one that `range` allows; this size itself when the range allows no
  /// size at all (an empty `..<`).
  func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
    let allowed = Self.allCases.filter(range.contains)
    guard let smallest = allowed.first, let largest = allowed.last else { return self }
    return min(max(self, smallest), largest)
  }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
  /// The Dynamic Type size text styles are drawn at: `.large` unless a view sets another.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the Dynamic Type size within the view. A range applied inside this one (closer to the
  /// content) still limits it; a range applied outside does not.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    EnvironmentModifierView(content: self) { $0.dynamicTypeSize = size }
  }

  /// Limits the Dynamic Type size within the view to `range`: the inherited size is clamped to
  /// it, so several ranges intersect, and a size set inside the view is not limited.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    EnvironmentModifierView(content: self) { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) }
  }
}
