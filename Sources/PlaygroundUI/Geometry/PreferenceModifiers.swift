/// Setting preference values: `preference`, `transformPreference`, `anchorPreference`,
/// `transformAnchorPreference`. Each records a step on the view's nodes, applied after layout
/// to the values its subtree produced (ViewGraph+Geometry.swift).
extension View {
  /// Sets a value for the given preference, in place of what the views inside set for it.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    AnnotatedView(content: self) { node in
      node.addGeometryStep(
        .write(effectsBefore: node.geometryEffects.count) { values, _, _ in values.set(K.self, value) })
    }
  }

  /// Applies a transformation to a preference value (its default when nothing inside set one).
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    AnnotatedView(content: self) { node in
      node.addGeometryStep(
        .write(effectsBefore: node.geometryEffects.count) { values, _, _ in values.transform(K.self, callback) })
    }
  }

  /// Sets the preference to a value made from an anchor of this view's geometry.
  public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    AnnotatedView(content: self) { node in
      node.addGeometryStep(
        .write(effectsBefore: node.geometryEffects.count) { values, frame, toGlobal in
          values.set(K.self, transform(value.make(frame, toGlobal)))
        })
    }
  }

  /// Changes the preference with an anchor of this view's geometry.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    AnnotatedView(content: self) { node in
      node.addGeometryStep(
        .write(effectsBefore: node.geometryEffects.count) { values, frame, toGlobal in
          let anchor = value.make(frame, toGlobal)
          values.transform(K.self) { transform(&$0, anchor) }
        })
    }
  }
}
