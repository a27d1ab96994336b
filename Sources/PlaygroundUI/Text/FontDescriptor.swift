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

  package var size: CGFloat
  package var weight: Weight

  package init(size: CGFloat, weight: Weight = .regular) {
    self.size = size
    self.weight = weight
  }

  /// SwiftUI's `.body`: 17 pt regular.
  package static let body = FontDescriptor(size: 17)
}
