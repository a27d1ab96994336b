/// A property of an `ObservableObject` class that sends the object's `objectWillChange`
/// before each change (mirrors Combine's `Published`, as SwiftUI uses it: the send happens in
/// `willSet`, so views re-render with the new value).
///
/// Known gap: `$property` (Combine's publisher of the values) does not exist here.
@propertyWrapper
public struct Published<Value> {
  /// The value, in a box so that the wrapper can be read and written through the object.
  final class Storage {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  let storage: Storage

  public init(wrappedValue value: Value) {
    storage = Storage(value)
  }

  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      if let observable = object as? any ObservableObject { observable.willChangePublisher?.send() }
      object[keyPath: storageKeyPath].storage.value = newValue
    }
  }
}
