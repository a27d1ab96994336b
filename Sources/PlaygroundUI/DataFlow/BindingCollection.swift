/// A binding to a mutable collection is a collection of bindings to its elements (mirrors
/// SwiftUI): `$items[index]` is a binding to one element, and `ForEach($items) { $item in … }`
/// edits the array in place.
extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices

  public var startIndex: Value.Index { wrappedValue.startIndex }
  public var endIndex: Value.Index { wrappedValue.endIndex }
  public var indices: Value.Indices { wrappedValue.indices }

  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }

  public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }

  /// A binding to the element at `position`.
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }

  public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding {
  /// The same binding, with every write through it animated by `animation`, as if made inside
  /// `withAnimation(animation)` (mirrors SwiftUI's `Binding.animation(_:)`).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    Binding(
      get: { self.wrappedValue },
      set: { newValue in
        // Bindings are written on the main actor (views' actions run there), which the
        // animation's transaction belongs to.
        nonisolated(unsafe) let binding = self
        nonisolated(unsafe) let value = newValue
        MainActor.assumeIsolated {
          withAnimation(animation) { binding.wrappedValue = value }
        }
      })
  }
}

/// A binding to an identifiable value is identified by the value's id (mirrors SwiftUI).
extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}
