import Foundation

/// An image set of the asset catalogs, as Xcode's generated asset symbols name it
/// (`ImageResource.avatar`, from DeveloperToolsSupport on Apple's platforms): `Image(.avatar)`.
/// The playground generates the symbols for the opened code's catalogs as Xcode does.
public struct ImageResource: Hashable, Sendable {
  /// The asset's name in its catalog (`Group/Name` inside a namespace).
  public let name: String
  /// Every catalog of the opened code is searched whatever bundle is named (Image+Assets.swift).
  public let bundle: Bundle

  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// A colour set of the asset catalogs, as Xcode's generated asset symbols name it
/// (`ColorResource.brand`): `Color(.brand)`.
public struct ColorResource: Hashable, Sendable {
  public let name: String
  public let bundle: Bundle

  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Image {
  /// The image set `resource` names (`Image(.avatar)`).
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}

extension Color {
  /// The colour set `resource` names (`Color(.brand)`), in its light and dark appearances.
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}
