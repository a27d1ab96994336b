import Foundation

/// One combination of a variants spec's values: a cell of the window's grid, a `qa` snapshot.
package struct Variant: Hashable, Sendable {
  /// One value per axis of the spec, in the spec's order.
  package let values: [VariantValue]
  /// The part of a baseline's name after the preview's: `""` when every value is a default
  /// (`VariantValue.isDefault`), else the other values' names joined by dots (`dark.xxxLarge`).
  package let suffix: String

  package init(values: [VariantValue], device base: Device?) {
    self.values = values
    suffix = values.filter { !$0.isDefault(device: base) }.map(\.name).joined(separator: ".")
  }

  /// What a cell shows above its preview: every value, `·` between (`iphone · dark · rtl`).
  package var label: String { values.isEmpty ? "default" : values.map(\.name).joined(separator: " · ") }

  /// The width the preview is proposed, its height as it fits (the `width` axis).
  package var proposedWidth: Double? {
    values.lazy.compactMap { if case .width(let width) = $0 { width } else { nil } }.first
  }

  /// `base` with this variant's values: a locale brings the direction its language is written
  /// in, unless the variant has a direction of its own; a width shows the preview on a plain
  /// canvas (no device), as a layout is seen in isolation.
  package func canvas(over base: CanvasSettings) -> CanvasSettings {
    var canvas = base
    var direction: LayoutDirection?
    var localeDirection: LayoutDirection?
    for value in values {
      switch value {
      case .device(let device): canvas.device = device
      case .scheme(let scheme): canvas.colorScheme = scheme
      case .type(let size): canvas.dynamicTypeSize = size
      case .direction(let chosen): direction = chosen
      case .locale(let identifier):
        canvas.locale = Locale(identifier: identifier)
        let written = Locale.Language(identifier: identifier).characterDirection
        localeDirection = written == .rightToLeft ? .rightToLeft : .leftToRight
      case .width: canvas.device = nil
      }
    }
    if let chosen = direction ?? localeDirection { canvas.layoutDirection = chosen }
    return canvas
  }
}
