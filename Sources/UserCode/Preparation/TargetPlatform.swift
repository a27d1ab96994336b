/// The platform opened code is compiled as: `#if os(iOS)` and the like choose their branches by
/// it (`PlatformConditions`). Code opened here is written for iOS in Xcode, so iOS is the default.
package enum TargetPlatform: String, CaseIterable, Sendable {
  case ios
  case macos

  /// The name `os(…)` tests for, and the window's status line shows.
  package var name: String {
    switch self {
    case .ios: "iOS"
    case .macos: "macOS"
    }
  }

  /// The names `os(…)` is true for on this platform (`OSX` is macOS's older spelling).
  var osNames: Set<String> {
    switch self {
    case .ios: ["iOS"]
    case .macos: ["macOS", "OSX"]
    }
  }

  /// The platform a `--platform` value names; nil for anything else.
  package init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }
}
