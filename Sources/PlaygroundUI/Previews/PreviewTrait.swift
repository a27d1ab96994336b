/// Customizations that you can apply to a preview (mirrors `PreviewTrait` of Xcode's
/// DeveloperToolsSupport, which SwiftUI re-exports): the `traits:` of `#Preview`.
@MainActor
public struct PreviewTrait<T> {
  /// What the trait sets; the registry reads it.
  package let apply: @Sendable (inout PreviewTraits) -> Void

  package init(apply: @escaping @Sendable (inout PreviewTraits) -> Void) { self.apply = apply }
}

/// Where `#Preview`'s traits are declared (mirrors DeveloperToolsSupport's `Preview`). Code
/// never makes one: `#Preview` is rewritten before compiling (docs/open.md).
public struct Preview {
  /// The kind of traits a view preview accepts.
  public enum ViewTraits {}
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// Center the preview in a container the size of the device on which the preview is running.
  public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait { $0.layout = .device } }

  /// Fit the container to the size of the preview when offered the size of the device that the
  /// preview is running on.
  public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait { $0.layout = .sizeThatFits }
  }

  /// Center the preview in a fixed size container with the given dimensions.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait { $0.layout = .fixed(width: width, height: height) }
  }

  /// Preview with a portrait orientation.
  public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait { $0.orientation = .portrait } }
  /// Preview with a portrait, upside-down orientation.
  public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait { $0.orientation = .portraitUpsideDown }
  }
  /// Preview with a landscape-left orientation.
  public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait { $0.orientation = .landscapeLeft }
  }
  /// Preview with a landscape-right orientation.
  public static var landscapeRight: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait { $0.orientation = .landscapeRight }
  }
}
