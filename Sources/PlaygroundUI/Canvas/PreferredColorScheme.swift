/// The colour scheme views ask for with `preferredColorScheme`, for the canvas to show.
///
/// Views register their request on every resolve (kept bodies replay it); the first in view
/// order wins. After a resolve the graph asks whether the answer changed: then everything below
/// the canvas resolves once more in the new scheme.
@MainActor
final class PreferredColorScheme {
  /// The scheme the canvas shows (nil: its own setting).
  private(set) var current: ColorScheme?
  /// What views asked for during the resolve under way (nil: nobody yet).
  private var requested: ColorScheme??

  func beginPass() { requested = nil }

  func request(_ scheme: ColorScheme?) {
    if requested == nil { requested = .some(scheme) }
  }

  /// Adopts this pass's request; true when it differs from the scheme shown.
  func takeChange() -> Bool {
    let wanted = requested ?? nil
    guard wanted != current else { return false }
    current = wanted
    return true
  }
}
