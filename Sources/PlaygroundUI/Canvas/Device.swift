/// A screen a preview is shown on (`--device`): its size in points and the safe-area insets iOS
/// gives content there (the status bar and Dynamic Island, the home indicator).
///
/// The figures are Apple's for current devices: iPhone 15 / 16 (393 × 852 pt, top 59, bottom 34
/// in portrait; left and right 59, bottom 21 in landscape) and iPad Air 11-inch (820 × 1180 pt,
/// top 24, bottom 20).
package struct Device: Hashable, Sendable {
  /// The name `--device` takes.
  package let name: String
  package let size: CGSize
  package let safeAreaInsets: EdgeInsets
  /// Whether the screen has a Dynamic Island (drawn, lightly, at the top centre).
  package let hasDynamicIsland: Bool
  /// Device pixels per point of the real screen (what `\.displayScale` reads).
  package var displayScale: CGFloat { self == .iPad ? 2 : 3 }

  package static let iPhone = Device(
    name: "iphone", size: CGSize(width: 393, height: 852),
    safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), hasDynamicIsland: true)
  package static let iPhoneLandscape = Device(
    name: "iphone-landscape", size: CGSize(width: 852, height: 393),
    safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), hasDynamicIsland: false)
  package static let iPad = Device(
    name: "ipad", size: CGSize(width: 820, height: 1180),
    safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), hasDynamicIsland: false)

  /// A screen of `width` × `height` points with no insets, named `WxH` (a variants spec's
  /// device that is not in the list).
  package static func plain(width: Double, height: Double) -> Device {
    let name = [width, height].map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: "x")
    return Device(
      name: name, size: CGSize(width: width, height: height), safeAreaInsets: EdgeInsets(), hasDynamicIsland: false)
  }

  /// Every device `--device` names, `mac` (nil: the window is the screen) first.
  package static let names = ["mac"] + [iPhone, iPhoneLandscape, iPad].map(\.name)

  /// The device `name` names (`mac` is nil); throws a sentence listing the names otherwise.
  package static func named(_ name: String) throws(UnknownDevice) -> Device? {
    switch name.lowercased() {
    case "mac": return nil
    case iPhone.name: return iPhone
    case iPhoneLandscape.name: return iPhoneLandscape
    case iPad.name: return iPad
    default: throw UnknownDevice(name: name)
    }
  }

  /// The next device the window's key switches to, after `device` (mac, then each device).
  package static func next(after device: Device?) -> Device? {
    let all: [Device?] = [nil, iPhone, iPhoneLandscape, iPad]
    let index = all.firstIndex(of: device) ?? 0
    return all[(index + 1) % all.count]
  }

  /// The safe region of a screen placed at `frame`.
  package func safeRect(in frame: CGRect) -> CGRect {
    CGRect(
      x: frame.minX + safeAreaInsets.leading, y: frame.minY + safeAreaInsets.top,
      width: max(0, frame.width - safeAreaInsets.leading - safeAreaInsets.trailing),
      height: max(0, frame.height - safeAreaInsets.top - safeAreaInsets.bottom))
  }
}

/// A `--device` name that is not one of the devices.
package struct UnknownDevice: Error, CustomStringConvertible, Equatable {
  package let name: String

  package var description: String {
    "unknown device \"\(name)\": use one of \(Device.names.joined(separator: ", "))"
  }
}

/// The device whose screen the content is on (nil in a Mac window), for views iOS draws its
/// own way on a phone or tablet (a tab view's bottom bar).
private struct ScreenDeviceKey: EnvironmentKey {
  static var defaultValue: Device? { nil }
}

extension EnvironmentValues {
  package var screenDevice: Device? {
    get { self[ScreenDeviceKey.self] }
    set { self[ScreenDeviceKey.self] = newValue }
  }
}
