/// A layout known to keep the default `explicitAlignment` (its subviews' guides, merged): a
/// container running one has explicit guides only when a subview may. Layouts of unknown
/// behaviour (a user's, `AnyLayout`) are asked every time.
package protocol MergesSubviewGuides {}

extension HStackLayout: MergesSubviewGuides {}
extension VStackLayout: MergesSubviewGuides {}
extension ZStackLayout: MergesSubviewGuides {}
extension FlowLayout: MergesSubviewGuides {}
extension EqualHStack: MergesSubviewGuides {}
extension EqualVStack: MergesSubviewGuides {}
extension SpiralLayout: MergesSubviewGuides {}

extension LayoutDriver {
  /// Whether the container may set an explicit guide: its layout may set one itself, or a
  /// subview may.
  package var mayHaveExplicitGuides: Bool {
    !(L.self is any MergesSubviewGuides.Type) || storage.anyItemMayHaveExplicitGuides
  }

  /// The same for one family of guides.
  package func mayHaveExplicitGuides(in family: GuideFamily) -> Bool {
    !(L.self is any MergesSubviewGuides.Type) || storage.anyItemMayHaveExplicitGuides(in: family)
  }
}
