import Foundation

/// `Image("name")` and its variants: a picture from the opened code's asset catalogs, picked for
/// the display scale and colour scheme as UIKit picks it (ImageSet.swift), decoded once
/// (ImageStore) and drawn at its natural size in points unless `resizable`.
///
/// Every catalog of the opened code is searched whatever `bundle` says: a package's resources
/// and an app's catalog are the same search here. The accessibility label is not drawn.
extension Image {
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(picture: .named(name))
  }

  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(picture: .named(name))
  }

  /// An image that accessibility ignores; drawn as `Image(name)` is.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(picture: .named(name))
  }

  func pictureNodes(_ picture: ImagePicture, in context: ResolveContext) -> [Node] {
    let environment = context.environment
    let scale = max(environment.displayScale, ImageStore.current.hostScale)
    switch picture.resolve(scale: scale, scheme: environment.colorScheme) {
    case .success(let image):
      let isTemplate = (pictureStyle.renderingMode ?? image.templateIntent) == .template
      return [
        ImageNode(
          id: context.identity, image: image, style: pictureStyle, isResizable: isResizable,
          tint: isTemplate ? environment.resolvedForeground.fixed(in: environment) : nil)
      ]
    case .failure(let failure):
      // A resizable image's placeholder takes the size it is proposed, as the image would; any
      // other one has no size of its own to keep, and a greedy box would push the screen away.
      return context.resolve(
        LabelledPlaceholder(picture.label, detail: failure.detail, fillsProposal: isResizable), role: .modifier)
    }
  }
}
