/// An axis of a variants spec (`--variants "scheme=light,dark;type=large,accessibility3"`): what
/// one cell of the window's variants grid, or one `qa` snapshot, changes about the canvas.
package enum VariantAxis: String, CaseIterable, Hashable, Sendable {
  /// A device of `--device`, or `WxH`: a plain screen of that size in points, without insets.
  case device
  /// `light` or `dark`.
  case scheme
  /// A `DynamicTypeSize` case name: `xSmall` … `accessibility5`.
  case type
  /// `ltr` or `rtl`.
  case direction
  /// A locale identifier (`en`, `ar`, `ja_JP`): sets `\.locale`, and the layout direction its
  /// language is written in unless the spec has a `direction` axis too.
  case locale
  /// A width in points the preview is proposed (its height as it fits): for layouts.
  case width

  /// The names, for sentences listing them.
  package static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
