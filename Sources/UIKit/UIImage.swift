import PlaygroundUI

/// An image (mirrors UIKit's `UIImage` by name): a system symbol, or an asset the playground
/// cannot load. `Image(uiImage:)` draws the symbol, or a labelled placeholder for an asset.
public final class UIImage: @unchecked Sendable {
  enum Source: Hashable {
    case symbol(String)
    case asset(String)
  }

  let source: Source

  /// A system symbol by name (drawn as `Image(systemName:)` draws it).
  public init?(systemName name: String) {
    source = .symbol(name)
  }

  /// An image from the app's asset catalog, by name. The playground has no catalog: the image
  /// is a labelled placeholder rather than nil, so code that unwraps it still runs.
  public init?(named name: String) {
    source = .asset(name)
  }
}

extension Image {
  /// The image of a `UIImage`: its symbol, or a labelled placeholder for an asset.
  public init(uiImage: UIImage) {
    switch uiImage.source {
    case .symbol(let name): self.init(systemName: name)
    case .asset(let name): self.init(placeholderForAsset: name)
    }
  }
}
