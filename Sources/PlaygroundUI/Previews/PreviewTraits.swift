/// How one preview asked to be shown: by `#Preview`'s traits, or by the `preview…` modifiers
/// at the top of a `PreviewProvider`'s previews. The window honours `layout` (OpenShell); the
/// device and orientation say which device the canvas stands for.
package struct PreviewTraits: Equatable, Sendable {
  package var layout: PreviewLayout = .device {
    didSet { layoutIsExplicit = true }
  }
  /// Whether a trait or modifier set `layout` (an explicit `.device` beats an outer one).
  var layoutIsExplicit = false
  /// `.previewDevice("iPhone 15")`'s name, as written.
  package var deviceName: String?
  package var orientation: InterfaceOrientation?
  /// `.previewDisplayName(_:)`: the picker's name for a `PreviewProvider`'s preview.
  package var displayName: String?

  package init(
    layout: PreviewLayout = .device, deviceName: String? = nil, orientation: InterfaceOrientation? = nil,
    displayName: String? = nil
  ) {
    self.layout = layout
    self.deviceName = deviceName
    self.orientation = orientation
    self.displayName = displayName
  }

  package static func == (lhs: PreviewTraits, rhs: PreviewTraits) -> Bool {
    lhs.layout == rhs.layout && lhs.deviceName == rhs.deviceName && lhs.orientation == rhs.orientation
      && lhs.displayName == rhs.displayName
  }

  /// The kind of device the canvas stands for, from the device's name ("iPhone 15 Pro",
  /// "iPad Air (5th generation)", "Mac") and the orientation; nil when neither says.
  package var deviceKind: DeviceKind? {
    let name = deviceName?.lowercased() ?? ""
    let landscape = orientation?.isLandscape ?? false
    if name.hasPrefix("ipad") { return .ipad }
    if name.hasPrefix("mac") { return .mac }
    if name.hasPrefix("iphone") || name.hasPrefix("ipod") { return landscape ? .iphoneLandscape : .iphone }
    return landscape ? .iphoneLandscape : nil
  }

  /// The devices the window can stand for (`--device`'s names).
  package enum DeviceKind: String, Sendable {
    case iphone
    case iphoneLandscape = "iphone-landscape"
    case ipad
    case mac
  }
}

extension PreviewTraits {
  /// The traits `#Preview(…, traits: …)` gave.
  @MainActor package init(_ traits: [PreviewTrait<Preview.ViewTraits>]) {
    self.init()
    for trait in traits { trait.apply(&self) }
  }
}
