import LayoutCore

/// A resolved font: everything a host needs to open a concrete face for `Font`.
///
/// Sizes are logical points; a host multiplies by its scale and opens the face by pixel size, so
/// text and shapes scale together.
package struct FontDescriptor: Hashable, Sendable {
  /// Stroke weight, mirroring `Font.Weight`'s cases.
  package enum Weight: Int, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// The family a design maps to, mirroring `Font.Design`'s cases.
  package enum Design: Hashable, Sendable, CaseIterable {
    case `default`, serif, rounded, monospaced
  }

  package var size: CGFloat
  package var weight: Weight
  package var design: Design
  package var isItalic: Bool
  /// Digits of one width (OpenType `tnum`), so changing numbers do not jiggle.
  package var usesMonospacedDigit: Bool
  /// A family asked for by name (`Font.custom`); nil for the design's family.
  package var family: String?

  package init(
    size: CGFloat, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false,
    usesMonospacedDigit: Bool = false
  ) {
    self.size = size
    self.weight = weight
    self.design = design
    self.isItalic = isItalic
    self.usesMonospacedDigit = usesMonospacedDigit
  }

  /// SwiftUI's `.body`: 17 pt regular.
  package static let body = FontDescriptor(size: 17)
}
