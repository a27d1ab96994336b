/// A simulator device that runs a preview (mirrors SwiftUI's `PreviewDevice`).
///
/// Only its name is kept: the window maps an iPhone name to a phone-sized canvas and an iPad
/// name to a tablet-sized one (`PreviewTraits.deviceName`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Equatable, Sendable {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral: String) { self.init(rawValue: stringLiteral) }
}
