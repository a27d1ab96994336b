/// What `$object` gives for an `@ObservedObject`, `@StateObject` or `@EnvironmentObject`:
/// bindings to the object's properties (`$model.name`). SwiftUI names it `Wrapper` inside each
/// of those property wrappers; here the three names are one type (underscored, as SwiftUI names
/// its plumbing).
@MainActor @preconcurrency @dynamicMemberLookup
public struct _ObjectPropertyBindings<ObjectType: AnyObject> {
  let object: ObjectType

  /// A binding that reads and writes the property through the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    let object = object
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
