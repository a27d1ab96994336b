/// What a focusable control offers the keyboard: Space and Return activate it, and it may take
/// other keys first (arrows for a slider or stepper, every typed key for a text field).
@MainActor
final class FocusTarget {
  /// Space and Return (a button's action, a toggle's flip); nil when those keys do nothing.
  let activate: (@MainActor () -> Void)?
  /// Keys the control handles itself while focused; true when it used the key.
  let handleKey: (@MainActor (Key) -> Bool)?
  /// The focus ring's corner radius, matching the control's outline.
  let ringCornerRadius: CGFloat
  /// True for text fields: they take Space and Return as text and editing keys.
  let takesText: Bool

  init(
    ringCornerRadius: CGFloat = 6, takesText: Bool = false, activate: (@MainActor () -> Void)?,
    handleKey: (@MainActor (Key) -> Bool)? = nil
  ) {
    self.activate = activate
    self.handleKey = handleKey
    self.ringCornerRadius = ringCornerRadius
    self.takesText = takesText
  }
}
