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
  /// Whether the view's body must be evaluated on every pass: its value changes in ways the
  /// graph does not report as writes (focus moves), so reusing the body could miss them.
  var keepsBodyVolatile: Bool { get }
}

extension DynamicPropertyLinking {
  var keepsBodyVolatile: Bool { false }
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
    get {
      guard let box else { return initial }
      box.noteRead()
      return box.value
    }
    set {
      if let box {
        box.value = newValue
        box.store?.stateDidChange(box)
      }
    }
  }
}

/// The persistent storage of one `@State` property at one view identity.
final class StateBox<Value>: AnyStateBox, @unchecked Sendable {
  var value: Value

  init(_ value: Value, store: StateStore) {
    self.value = value
    super.init(store: store)
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

  override func handedOff() -> HandedOffState? { HandedOffState(value) }
}

/// A `StateBox` of any value type, with the bodies that read it. Boxes are read and written on
/// the main actor only (as SwiftUI's state is); the store is told of writes from wherever a
/// `nonisolated` setter ran, hence the unchecked `Sendable`.
class AnyStateBox: @unchecked Sendable {
  weak var store: StateStore?
  /// The bodies that read the value while being evaluated since it was last written: a write
  /// makes them evaluate again (BodyReuse.swift).
  var readers: [ViewIdentity] = []

  init(store: StateStore) { self.store = store }

  /// Records the body being evaluated, if any, as a reader. State is the main actor's, as in
  /// SwiftUI; `currentReader` is only set during a resolve on it.
  func noteRead() {
    guard let reader = store?.currentReader else { return }
    if readers.last != reader { readers.append(reader) }
  }

  func carried<Target>(to target: Target.Type, store: StateStore) -> StateBox<Target>? { nil }

  /// The value encoded for a fresh window process (StateHandOff.swift); nil if not `Codable`.
  func handedOff() -> HandedOffState? { nil }
}

/// Owns every `@State` box, keyed by view identity plus property name, and learns of writes.
@MainActor
package final class StateStore {
  private(set) var boxes: [StateKey: AnyStateBox] = [:]
  /// Values an earlier window process handed over, by `StateKey.handOffName`, until a view
  /// claims them (StateHandOff.swift).
  var handedIn: [String: HandedOffState] = [:]
  /// Keys linked in the body being evaluated (BodyReuse keeps them with the body).
  private var linkedKeys: [StateKey] = []
  /// The body being evaluated: reads of state record it (`AnyStateBox.noteRead`).
  nonisolated(unsafe) var currentReader: ViewIdentity?
  /// Called when state changes, with the body that must evaluate again (nil: every body).
  var onChange: (ViewIdentity?) -> Void = { _ in }
  /// The animation of the latest animated change not yet laid out (`withAnimation` around a
  /// write to this store's state).
  private(set) var pendingAnimation: Animation?
  /// Set when a change not yet laid out was made with `disablesAnimations`.
  private var pendingDisablesAnimations = false
  /// Completions of transactions whose changes are not yet laid out, with their animations.
  private var pendingCompletions: [(animation: Animation?, completion: Transaction.Completion)] = []
  /// The last `withTransaction` call whose completions this store took (it takes them once).
  private var claimedTransaction = -1

  init() {}

  /// Joins the transaction in effect: its animation, whether implicit animations are off, and
  /// (once per `withTransaction` call) its completions.
  private func joinCurrentTransaction() {
    guard let transaction = CurrentTransaction.transaction else { return }
    if let animation = CurrentTransaction.animation { pendingAnimation = animation }
    if transaction.disablesAnimations { pendingDisablesAnimations = true }
    if !transaction.completions.isEmpty, claimedTransaction != CurrentTransaction.serial {
      claimedTransaction = CurrentTransaction.serial
      CurrentTransaction.claims += 1
      let animation = CurrentTransaction.animation
      pendingCompletions += transaction.completions.map { (animation, $0) }
    }
  }

  /// Whether the pending change disables implicit animations, and its completions; cleared.
  func takePendingTransactionDetails() -> (
    disablesAnimations: Bool, completions: [(animation: Animation?, completion: Transaction.Completion)]
  ) {
    defer {
      pendingDisablesAnimations = false
      pendingCompletions = []
    }
    return (pendingDisablesAnimations, pendingCompletions)
  }

  func box<Value>(for key: StateKey, initial: Value) -> StateBox<Value> {
    linkedKeys.append(key)
    if let existing = boxes[key] {
      if let box = existing as? StateBox<Value> { return box }
      if let carried = existing.carried(to: Value.self, store: self) {
        boxes[key] = carried
        return carried
      }
      startedFresh += 1
    } else if !handedIn.isEmpty, let value = claimHandedIn(key, as: Value.self) {
      let box = StateBox(value, store: self)
      boxes[key] = box
      return box
    }
    let box = StateBox(initial, store: self)
    boxes[key] = box
    return box
  }

  /// A box was written: the bodies that read it evaluate again.
  nonisolated func stateDidChange(_ box: AnyStateBox) {
    MainActor.assumeIsolated {
      joinCurrentTransaction()
      let readers = box.readers
      box.readers.removeAll()
      if readers.isEmpty { onChange(.root) }
      for reader in readers { onChange(reader) }
    }
  }

  /// Something a body depends on changed outside `@State` (an observed object): that body
  /// evaluates again, or every body when `scope` is nil.
  nonisolated func stateDidChange(scope: ViewIdentity?) {
    MainActor.assumeIsolated {
      joinCurrentTransaction()
      onChange(scope)
    }
  }

  /// A change made outside any `@State` (a new root) joins the transaction in effect.
  func noteChangeOutsideState() {
    joinCurrentTransaction()
  }

  /// The pending animation, cleared: the update that lays the change out uses it once.
  func takePendingAnimation() -> Animation? {
    defer { pendingAnimation = nil }
    return pendingAnimation
  }

  /// How many state values of the last resolve pass started fresh because their view's state
  /// type changed (a reload of code that changed the type).
  package private(set) var startedFresh = 0

  /// Starts a resolve pass.
  func beginPass() {
    startedFresh = 0
  }

  /// Starts collecting the keys a body links; returns the outer body's, to restore.
  func beginCollectingKeys() -> [StateKey] {
    defer { linkedKeys = [] }
    return linkedKeys
  }

  /// The keys linked since `beginCollectingKeys`, and the outer body's back in place.
  func endCollectingKeys(restoring outer: [StateKey]) -> [StateKey] {
    defer { linkedKeys = outer }
    return linkedKeys
  }

  /// Forgets the state at these keys: their view left the tree (BodyReuse.swift).
  func forget(_ keys: [StateKey]) {
    for key in keys { boxes[key] = nil }
  }

  /// How many boxes are alive (for tests and the memory soak).
  package var count: Int { boxes.count }

  /// The environment of the view being linked, for properties that read it
  /// (`@Environment`, `@EnvironmentObject`).
  var linkingEnvironment = EnvironmentValues()
}
