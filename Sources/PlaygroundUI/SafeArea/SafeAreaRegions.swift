/// The kinds of safe area a view may ignore (mirrors SwiftUI's `SafeAreaRegions`). The
/// playground's safe areas are all `container` ones (a device's bars and `safeAreaInset`); no
/// software keyboard is ever shown, so `keyboard` insets are always empty.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Bars, the notch, the home indicator and insets added with `safeAreaInset`.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The software keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
