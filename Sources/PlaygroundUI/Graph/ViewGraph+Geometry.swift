/// What GeometryReaders were laid out with, so their content is built for it (ViewGraph.swift
/// lays out again, at most three times, when a reader's geometry changed).
extension ViewGraph {
  func geometry(for id: ViewIdentity) -> GeometryProxy { geometries[id] ?? GeometryProxy(size: .zero) }

  /// Records each reader's laid-out size; true when one differs from what it was built for,
  /// whose body then evaluates again.
  func geometryChanged() -> Bool {
    var changed = false
    for reader in geometryReaders {
      geometries[reader.id] = reader.placed
      if reader.placed != reader.builtFor {
        changed = true
        bodies.markDirty(reader.body)
      }
    }
    return changed
  }
}
