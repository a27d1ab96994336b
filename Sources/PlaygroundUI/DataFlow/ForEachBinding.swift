/// `ForEach` over a binding to a collection: each element's view gets a binding to its element
/// (mirrors SwiftUI's `ForEach($items) { $item in … }`).
extension ForEach {
  /// Views for the elements of a bound collection of identifiable elements.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, content: content)
  }

  /// Views for the elements of a bound collection, identified by the property at `id`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    let elements = data.wrappedValue
    self.init(elements.indices.lazy.map { ($0, elements[$0][keyPath: id]) }, id: \.1) { element in
      content(data[element.0])
    }
  }
}
