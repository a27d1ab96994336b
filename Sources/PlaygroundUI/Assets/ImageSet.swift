import Foundation

/// An image set of an asset catalog (`Name.imageset`), read from its `Contents.json` as Xcode
/// writes it: one entry per file, each for a `scale` (`1x`, `2x`, `3x`, or none for a
/// single-scale vector PDF or SVG) and an appearance (none, or `luminosity` `light` / `dark`),
/// and properties saying whether it draws as a template and keeps its vector data.
package struct ImageSet: Sendable, Equatable {
  /// One file of the set.
  package struct Variant: Sendable, Equatable {
    package var path: String
    /// Device pixels per point the file is drawn for; nil for a single-scale (vector) file.
    package var scale: Int?
    package var appearance: ColorScheme?

    package init(path: String, scale: Int?, appearance: ColorScheme?) {
      self.path = path
      self.scale = scale
      self.appearance = appearance
    }
  }

  package var variants: [Variant]
  /// `template-rendering-intent`: `template` draws the image's alpha in the foreground
  /// style, `original` its colours; nil (Xcode's "Default") leaves it to `renderingMode`.
  package var templateIntent: Image.TemplateRenderingMode?
  /// `preserves-vector-representation`: a vector file rasterised afresh at the size it is drawn,
  /// instead of once at its natural size.
  package var preservesVector: Bool

  package init(variants: [Variant], templateIntent: Image.TemplateRenderingMode? = nil, preservesVector: Bool = false) {
    self.variants = variants
    self.templateIntent = templateIntent
    self.preservesVector = preservesVector
  }

  /// The set in `folder`; nil when its `Contents.json` is missing or names no file.
  package init?(folder: String) {
    guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let entries = object["images"] as? [[String: Any]]
    else { return nil }
    var variants: [Variant] = []
    for entry in entries {
      // iPhone code sees universal and iPhone files; iPad, Mac and watch ones are not drawn.
      if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
      guard let file = entry["filename"] as? String else { continue }
      let scale = (entry["scale"] as? String).flatMap { Int($0.dropLast()) }
      let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
      let luminosity = appearances.first { ($0["appearance"] as? String) == "luminosity" }?["value"] as? String
      // Other appearances (high contrast) are variants this playground never shows.
      if appearances.contains(where: { ($0["appearance"] as? String) != "luminosity" }) { continue }
      let appearance: ColorScheme? = luminosity == "dark" ? .dark : luminosity == "light" ? .light : nil
      variants.append(Variant(path: folder + "/" + file, scale: scale, appearance: appearance))
    }
    guard !variants.isEmpty else { return nil }
    let properties = (object["properties"] as? [String: Any]) ?? [:]
    let intent = properties["template-rendering-intent"] as? String
    self.init(
      variants: variants,
      templateIntent: intent == "template" ? .template : intent == "original" ? .original : nil,
      preservesVector: (properties["preserves-vector-representation"] as? Bool) ?? false)
  }

  /// The file drawn at `scale` in `scheme`, as UIKit picks it: a file for the scheme (dark ones
  /// only in dark; a light or appearance-less one otherwise, the appearance-less one when dark
  /// has none), and among those a single-scale file, else the exact scale, else the nearest
  /// larger one (drawn smaller), else the largest smaller one.
  package func variant(scale: CGFloat, scheme: ColorScheme) -> Variant? {
    let specific = variants.filter { $0.appearance == scheme }
    let general = variants.filter { $0.appearance == nil }
    let lightOnes = variants.filter { $0.appearance == .light }
    let candidates: [Variant]
    if !specific.isEmpty {
      candidates = specific
    } else if !general.isEmpty {
      candidates = general
    } else {
      candidates = scheme == .dark ? lightOnes : variants
    }
    if let single = candidates.first(where: { $0.scale == nil }) { return single }
    let wanted = max(1, Int(scale.rounded(.up)))
    let larger = candidates.filter { ($0.scale ?? 0) >= wanted }.min { $0.scale! < $1.scale! }
    return larger ?? candidates.max { ($0.scale ?? 0) < ($1.scale ?? 0) }
  }
}
