/// A size constraint for a preview (mirrors SwiftUI's `PreviewLayout`).
///
/// `layout-playground open` honours it when it lays out the selected preview: `.device` fills
/// the window (the window stands for the device), `.sizeThatFits` offers the preview the
/// window's size and shows a container fitted to the size it takes, and `.fixed` centres the
/// preview in a container of exactly that size.
public enum PreviewLayout: Equatable, Sendable {
  /// Center the preview in a container the size of the device on which the preview is running.
  case device
  /// Fit the container to the size of the preview when offered the size of the device that the
  /// preview is running on.
  case sizeThatFits
  /// Center the preview in a fixed size container with the given dimensions.
  case fixed(width: CGFloat, height: CGFloat)
}
