import PlaygroundUI
import UserCode

/// The names of the colour and image sets in the asset catalogs of the code at `paths`, for the
/// asset symbols its build compiles with (`Image(.avatar)`): read again for each build, so a set
/// added meanwhile has its symbol.
func assetNames(ofCodeAt paths: [String]) -> AssetNames {
  assetNames(inCatalogs: AssetCatalog.catalogs(for: paths))
}

/// The names of the colour and image sets in the catalogs at `catalogs`.
func assetNames(inCatalogs catalogs: [String]) -> AssetNames {
  let catalog = AssetCatalog(catalogs: catalogs)
  return AssetNames(colors: Array(catalog.colors.keys), images: Array(catalog.imageSets.keys))
}
