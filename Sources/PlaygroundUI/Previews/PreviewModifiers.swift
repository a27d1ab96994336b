extension View {
  /// Overrides the size of the container for the preview.
  ///
  /// Like the other `preview…` modifiers it changes nothing in the view itself: `open` reads it
  /// when it lists a `PreviewProvider`'s previews (each child of `previews` is one preview).
  public func previewLayout(_ value: PreviewLayout) -> some View {
    modifier(PreviewTraitModifier { $0.layout = value })
  }

  /// Sets a user visible name to show in the canvas for a preview.
  public func previewDisplayName(_ value: String?) -> some View {
    modifier(PreviewTraitModifier { $0.displayName = value })
  }

  /// Overrides the device for a preview.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(PreviewTraitModifier { $0.deviceName = value?.rawValue })
  }

  /// Overrides the orientation of the preview.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    modifier(PreviewTraitModifier { $0.orientation = value })
  }
}

/// A `preview…` modifier: draws its content unchanged and carries one trait for the registry.
struct PreviewTraitModifier: ViewModifier {
  let apply: @Sendable (inout PreviewTraits) -> Void

  func body(content: Content) -> some View { content }
}
