/// Modifiers that add no node: they change the environment for their content, or annotate the
/// content's top nodes (opacity, priority, layout values, taps, transitions).

/// Resolves content with a changed environment.
struct EnvironmentModifierView<Content: View>: View, PrimitiveView {
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    context.withEnvironment(change) { context.resolve(content, role: .environment) }
  }
}

/// Resolves content, then annotates each of its top nodes.
struct AnnotatedView<Content: View>: View, PrimitiveView {
  let content: Content
  let annotate: @MainActor (Node) -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let nodes = context.resolve(content, role: .modifier)
    for node in nodes { annotate(node) }
    return nodes
  }
}

extension View {
  /// Sets the font of text in the view.
  public func font(_ font: Font?) -> some View {
    EnvironmentModifierView(content: self) { $0.font = font }
  }

  /// Sets the style shapes fill with and text draws in.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    EnvironmentModifierView(content: self) { $0.setForegroundStyle(style) }
  }

  /// Sets the colour of text and shapes in the view.
  public func foregroundColor(_ color: Color?) -> some View {
    EnvironmentModifierView(content: self) { $0.setForegroundStyle(color) }
  }

  /// Multiplies the view's opacity.
  public func opacity(_ opacity: Double) -> some View {
    let value = opacity.isFinite ? min(1, max(0, opacity)) : 1
    return AnnotatedView(content: self) { $0.opacity *= value }
  }

  /// Whether the view and its content take clicks (mirrors SwiftUI's `allowsHitTesting`): with
  /// `false`, clicks pass through to whatever is drawn beneath.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    AnnotatedView(content: self) { $0.allowsHitTesting = $0.allowsHitTesting && enabled }
  }

  /// How the view enters and leaves in animated changes.
  public func transition(_ transition: AnyTransition) -> some View {
    TransitionView(content: self, transition: transition)
  }

  /// The view's priority for space in stacks (higher first).
  public func layoutPriority(_ value: Double) -> some View {
    AnnotatedView(content: self) { $0.priority = value.isFinite ? value : 0 }
  }

  /// A value the containing layout reads with `subview[Key.self]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    AnnotatedView(content: self) { $0.layoutValues[ObjectIdentifier(key)] = value }
  }

  /// Runs `action` when the view is clicked (`count` times in quick succession). A single tap
  /// is the view's click action, as a button's, unless the view has gestures already (a double
  /// tap attached first): then it is a `TapGesture` that waits for them.
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
    let gesture = AttachedGesture(priority: .normal, mask: .all) { _ in
      TapGesture(count: count).onEnded { action() }.recognizer(in: GestureSpace(frame: .zero))
    }
    return AnnotatedView(content: self) { node in
      if count > 1 || !node.gestures.isEmpty { node.gestures.append(gesture) } else { node.tapAction = action }
    }
  }

}
