/// Storage for a value a view owns, kept across re-evaluations of `body` and keyed by the
/// view's identity (mirrors SwiftUI's `State`).
///
/// A `State` value is created with its initial value each time the parent's body builds the
/// view; before the view's own body runs, the graph links it to the persistent box for that
/// identity. Writing to it schedules a re-render.
@propertyWrapper
public struct State<Value>: DynamicPropertyLinking {
  let location: StateLocation<Value>

  public init(wrappedValue value: Value) {
    location = StateLocation(initial: value)
  }

  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(get: { location.value }, set: { location.value = $0 })
  }

  @MainActor func link(to graph: StateStore, key: StateKey) {
    location.box = graph.box(for: key, initial: location.initial)
  }
}

/// Something inside a view struct that the graph links to persistent storage.
protocol DynamicPropertyLinking {
  @MainActor func link(to graph: StateStore, key: StateKey)
}

/// Where one `@State` property lives: the view's identity and the property's name.
struct StateKey: Hashable {
  var identity: ViewIdentity
  var property: String
}

/// The bridge between a `State` value and its persistent box.
final class StateLocation<Value> {
  let initial: Value
  var box: StateBox<Value>?

  init(initial: Value) { self.initial = initial }

  var value: Value {
    get { box?.value ?? initial }
    set {
      if let box {
        box.value = newValue
        box.store?.stateDidChange()
      }
    }
  }
}

/// The persistent storage of one `@State` property at one view identity.
final class StateBox<Value>: AnyStateBox {
  var value: Value
  weak var store: StateStore?

  init(_ value: Value, store: StateStore) {
    self.value = value
    self.store = store
  }

  /// The value carried over to a box of `Target`, when the view's state type looks different to
  /// the runtime but is the same: a reload builds the user's code anew, so its types are new
  /// types. Standard-library and Foundation values are the same types and carry over as they
  /// are; a user type carries over when it has the same name and is `Codable` (encoded by the
  /// old build, decoded by the new one). Anything else starts fresh.
  override func carried<Target>(to target: Target.Type, store: StateStore) -> StateBox<Target>? {
    if let same = value as? Target { return StateBox<Target>(same, store: store) }
    guard _mangledTypeName(Value.self) == _mangledTypeName(Target.self),
      let encodable = value as? any Encodable, let decodable = Target.self as? any Decodable.Type,
      let data = try? JSONEncoder().encode(encodable),
      let decoded = try? JSONDecoder().decode(decodable, from: data) as? Target
    else { return nil }
    return StateBox<Target>(decoded, store: store)
  }
}

/// A `StateBox` of any value type.
class AnyStateBox {
  func carried<Target>(to target: Target.Type, store: StateStore) -> StateBox<Target>? { nil }
}

/// Owns every `@State` box, keyed by view identity plus property name, and learns of writes.
@MainActor
package final class StateStore {
  private var boxes: [StateKey: AnyStateBox] = [:]
  private var touched: Set<StateKey> = []
  /// Called when any state changes (the graph schedules a re-render).
  var onChange: () -> Void = {}
  /// The animation of the latest animated change not yet laid out (`withAnimation` around a
  /// write to this store's state).
  private(set) var pendingAnimation: Animation?

  init() {}

  func box<Value>(for key: StateKey, initial: Value) -> StateBox<Value> {
    touched.insert(key)
    if let existing = boxes[key] {
      if let box = existing as? StateBox<Value> { return box }
      if let carried = existing.carried(to: Value.self, store: self) {
        boxes[key] = carried
        return carried
      }
      startedFresh += 1
    }
    let box = StateBox(initial, store: self)
    boxes[key] = box
    return box
  }

  nonisolated func stateDidChange() {
    MainActor.assumeIsolated {
      if let animation = Transaction.current { pendingAnimation = animation }
      onChange()
    }
  }

  /// A change made outside any `@State` (a new root) joins the transaction in effect.
  func noteChangeOutsideState() {
    if let animation = Transaction.current { pendingAnimation = animation }
  }

  /// The pending animation, cleared: the update that lays the change out uses it once.
  func takePendingAnimation() -> Animation? {
    defer { pendingAnimation = nil }
    return pendingAnimation
  }

  /// How many state values of the last resolve pass started fresh because their view's state
  /// type changed (a reload of code that changed the type).
  package private(set) var startedFresh = 0

  /// Starts a resolve pass: boxes not linked again before `endPass` are dropped.
  func beginPass() {
    touched.removeAll(keepingCapacity: true)
    startedFresh = 0
  }

  /// Forgets the state of identities that disappeared.
  func endPass() {
    boxes = boxes.filter { touched.contains($0.key) }
  }

  /// How many boxes are alive (for tests and the memory soak).
  package var count: Int { boxes.count }

  /// The environment of the view being linked, for properties that read it
  /// (`@Environment`, `@EnvironmentObject`).
  var linkingEnvironment = EnvironmentValues()
}
