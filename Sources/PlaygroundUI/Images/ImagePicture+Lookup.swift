import Foundation

/// Why a picture draws its placeholder.
package enum ImageLookupFailure: Error, Equatable, Sendable {
  /// No asset catalog of the opened code has the name.
  case notFound
  /// The file is there but cannot be read (said once on stderr, with the reason).
  case undecodable(ImageDecodingError)

  /// The placeholder's second line.
  var detail: String {
    switch self {
    case .notFound: "image not found"
    case .undecodable: "image not decodable"
    }
  }
}

extension ImagePicture {
  /// Finds the file for this picture drawn at `scale` in `scheme`, and reads its size (from the
  /// store's cache after the first time).
  package func resolve(
    scale: CGFloat, scheme: ColorScheme, catalog: AssetCatalog = .current, store: ImageStore = .current
  ) -> Result<ResolvedImage, ImageLookupFailure> {
    let path: String
    var fileScale: CGFloat
    var set: ImageSet?
    switch self {
    case .named(let name):
      guard let found = catalog.imageSets[name], let variant = found.variant(scale: scale, scheme: scheme) else {
        AssetCatalog.reportMissing("image", name)
        return .failure(.notFound)
      }
      set = found
      path = variant.path
      fileScale = CGFloat(variant.scale ?? 1)
    case .file(let file, let scale):
      path = file
      fileScale = scale
    }
    switch store.info(ofFile: path) {
    case .failure(let error):
      store.reportUndecodable(path, error)
      return .failure(.undecodable(error))
    case .success(let info):
      // A vector's size is in points whatever slot it fills; it is rasterised for the scale asked.
      if info.isVector { fileScale = CGFloat(Int(max(1, scale.rounded(.up)))) }
      let size =
        info.isVector ? info.size : CGSize(width: info.size.width / fileScale, height: info.size.height / fileScale)
      return .success(
        ResolvedImage(
          path: path, size: size, scale: fileScale, isVector: info.isVector,
          preservesVector: info.isVector && (set?.preservesVector ?? false), templateIntent: set?.templateIntent,
          generation: store.generation))
    }
  }
}
