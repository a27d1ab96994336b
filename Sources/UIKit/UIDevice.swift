/// The device (mirrors UIKit's `UIDevice`): an iPhone, as the preview is one.
// `@preconcurrency`: UIKit's classes come from Objective-C, whose main-actor isolation Swift 5
// code may ignore; real iOS code calls them from nonisolated helpers.
@preconcurrency @MainActor
public final class UIDevice {
  public static let current = UIDevice()

  private init() {}

  public var name: String { "iPhone" }
  public var model: String { "iPhone" }
  public var localizedModel: String { "iPhone" }
  public var systemName: String { "iOS" }
  /// The iOS version the playground's SwiftUI follows.
  public var systemVersion: String { "17.0" }
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  public var orientation: UIDeviceOrientation { .portrait }
  public var isBatteryMonitoringEnabled = false
  public var batteryLevel: Float { -1 }
}

/// What kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone, pad, tv, carPlay
  case mac = 5
  case vision = 6
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
