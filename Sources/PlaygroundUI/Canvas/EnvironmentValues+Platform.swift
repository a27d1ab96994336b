import Foundation

/// Environment values iOS sets from the device and the user's settings, at the values a preview
/// has by default: no accessibility setting turned on, the system's locale, calendar and time
/// zone, standard legibility, and the screen's pixel density (3 on iPhone, 2 on iPad; the
/// window's is 1). Code reads them to adapt; setting them with `.environment` works as for any
/// key.
private struct PlatformFlag<Tag>: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum DifferentiateWithoutColorTag {}
private enum ReduceMotionTag {}
private enum ReduceTransparencyTag {}
private enum VoiceOverTag {}
private enum InvertColorsTag {}
private enum ButtonShapesTag {}
private enum SwitchControlTag {}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}

private struct DisplayScaleKey: EnvironmentKey {
  static var defaultValue: CGFloat { 1 }
}

private struct LegibilityWeightKey: EnvironmentKey {
  static var defaultValue: LegibilityWeight? { .regular }
}

/// Whether text is drawn heavier for legibility (mirrors SwiftUI's `LegibilityWeight`).
public enum LegibilityWeight: Hashable, Sendable {
  case regular
  case bold
}

extension EnvironmentValues {
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[PlatformFlag<DifferentiateWithoutColorTag>.self] }
    set { self[PlatformFlag<DifferentiateWithoutColorTag>.self] = newValue }
  }

  public var accessibilityReduceMotion: Bool {
    get { self[PlatformFlag<ReduceMotionTag>.self] }
    set { self[PlatformFlag<ReduceMotionTag>.self] = newValue }
  }

  public var accessibilityReduceTransparency: Bool {
    get { self[PlatformFlag<ReduceTransparencyTag>.self] }
    set { self[PlatformFlag<ReduceTransparencyTag>.self] = newValue }
  }

  public var accessibilityVoiceOverEnabled: Bool {
    get { self[PlatformFlag<VoiceOverTag>.self] }
    set { self[PlatformFlag<VoiceOverTag>.self] = newValue }
  }

  public var accessibilityInvertColors: Bool {
    get { self[PlatformFlag<InvertColorsTag>.self] }
    set { self[PlatformFlag<InvertColorsTag>.self] = newValue }
  }

  public var accessibilityShowButtonShapes: Bool {
    get { self[PlatformFlag<ButtonShapesTag>.self] }
    set { self[PlatformFlag<ButtonShapesTag>.self] = newValue }
  }

  public var accessibilitySwitchControlEnabled: Bool {
    get { self[PlatformFlag<SwitchControlTag>.self] }
    set { self[PlatformFlag<SwitchControlTag>.self] = newValue }
  }

  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Device pixels per point of the canvas's screen.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
}
