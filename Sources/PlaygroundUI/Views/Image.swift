/// A built-in vector symbol (mirrors `Image(systemName:)` for the names `SymbolCatalog` lists).
/// Unknown names draw a box with a question mark and are reported once on standard error.
public struct Image: View, PrimitiveView {
  let systemName: String
  /// Set by `resizable`: the symbol takes the size it is proposed instead of its own.
  var isResizable = false

  /// An image by asset name (`UIImage(named:)`): drawn as a labelled placeholder, since the
  /// playground has no asset catalog.
  var assetName: String?

  public init(systemName: String) { self.systemName = systemName }

  /// An image from an asset catalog, which the playground draws as a labelled placeholder.
  package init(placeholderForAsset name: String) {
    systemName = ""
    assetName = name
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let assetName {
      return context.resolve(
        LabelledPlaceholder(assetName, detail: "image", fillsProposal: isResizable), role: .modifier)
    }
    let environment = context.environment
    if SymbolCatalog.symbol(named: systemName) == nil { SymbolCatalog.reportUnknown(systemName) }
    return [
      SymbolNode(
        id: context.identity, name: systemName, font: environment.resolvedFont,
        color: environment.resolvedForeground.fixed(in: environment), isResizable: isResizable)
    ]
  }
}
