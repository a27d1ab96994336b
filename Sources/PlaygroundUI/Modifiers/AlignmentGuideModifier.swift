extension View {
  /// Sets the view's position for a horizontal guide, computed from its dimensions (which
  /// hold the guides the view already had).
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    KnownGuides.shared.register(g)
    return AnnotatedView(content: self) { node in
      node.alignmentGuides.append { dimensions in dimensions.setting(g, to: computeValue(dimensions)) }
    }
  }

  /// Sets the view's position for a vertical guide, computed from its dimensions.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    KnownGuides.shared.register(g)
    return AnnotatedView(content: self) { node in
      node.alignmentGuides.append { dimensions in dimensions.setting(g, to: computeValue(dimensions)) }
    }
  }
}
