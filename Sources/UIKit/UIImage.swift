import Foundation
import PlaygroundUI

/// An image (mirrors UIKit's `UIImage`): a system symbol, an asset of the opened code's
/// catalogs, or a file. `Image(uiImage:)` draws it as `Image(systemName:)` or `Image("name")`
/// would.
public final class UIImage: @unchecked Sendable {
  enum Source: Hashable {
    case symbol(String)
    case picture(ImagePicture)
  }

  let source: Source

  init(source: Source) { self.source = source }

  /// A system symbol by name (drawn as `Image(systemName:)` draws it).
  public init?(systemName name: String) {
    source = .symbol(name)
  }

  /// An image from the app's asset catalogs, by name. Unlike UIKit, a name the catalogs lack is
  /// not nil but a labelled placeholder (said once on stderr), so code that force-unwraps it
  /// still runs and shows what is missing.
  public init?(named name: String) {
    source = .picture(.named(name))
  }

  /// `UIImage(named:)`: every catalog of the opened code is searched whatever the bundle; the
  /// trait collection is not read: the canvas's scale and appearance pick the variant.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }

  /// The image set an Xcode-generated asset symbol names (`UIImage(resource: .avatar)`).
  public convenience init(resource: ImageResource) {
    self.init(named: resource.name)!
  }

  /// The image in a file; nil when the file is missing or not decodable (as in UIKit). A name
  /// ending in `@2x` or `@3x` is drawn at that scale.
  public init?(contentsOfFile path: String) {
    let name = ((path as NSString).deletingPathExtension as NSString).lastPathComponent
    let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
    guard case .success = ImageStore.current.info(ofFile: path) else { return nil }
    source = .picture(.file(path, scale: scale))
  }

  /// The size in points (zero for a symbol or a missing asset).
  public var size: CGSize {
    guard case .picture(let picture) = source,
      case .success(let image) = picture.resolve(scale: ImageStore.current.hostScale, scheme: .light)
    else { return .zero }
    return image.size
  }

  /// Device pixels per point of the image's pixels.
  public var scale: CGFloat {
    guard case .picture(let picture) = source,
      case .success(let image) = picture.resolve(scale: ImageStore.current.hostScale, scheme: .light)
    else { return 1 }
    return image.scale
  }
}

/// `#imageLiteral(resourceName:)` makes a `UIImage` in iOS code (UIKit declares it the literal's
/// type): the asset of that name.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
  public convenience init(imageLiteralResourceName name: String) {
    self.init(source: .picture(.named(name)))
  }
}

extension Image {
  /// The image of a `UIImage`: its symbol, asset or file.
  public init(uiImage: UIImage) {
    switch uiImage.source {
    case .symbol(let name): self.init(systemName: name)
    case .picture(let picture): self.init(picture: picture)
    }
  }
}
