/// How much room a screen has along one axis (mirrors SwiftUI's `UserInterfaceSizeClass`).
///
/// The canvas sets both from its device, as iOS does for a full-screen app: an iPhone in
/// portrait is compact wide and regular tall, in landscape compact both ways (the Max and Plus
/// models, wider, are regular wide; the playground's iPhone is the 6.1-inch one); an iPad and
/// a plain window are regular both ways.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact
  case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

extension EnvironmentValues {
  /// The horizontal size class of the canvas's device (regular without one).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class of the canvas's device (regular without one).
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}

extension Device {
  /// The size classes iOS gives a full-screen app on this device.
  package var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
    switch self {
    case .iPhone: (.compact, .regular)
    case .iPhoneLandscape: (.compact, .compact)
    default: (.regular, .regular)
    }
  }
}
