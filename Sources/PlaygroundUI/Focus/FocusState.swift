/// A property a view reads and writes to place keyboard focus (mirrors SwiftUI's `FocusState`).
///
/// Bind it to focusable views with `focused(_:)` (a `Bool`: true while that view has focus) or
/// `focused(_:equals:)` (an optional: the value of whichever bound view has focus, `nil` when
/// none has). Writing it moves focus to the view bound to the new value, or takes focus away
/// from its views when set to `false` or `nil`; Tab, Shift-Tab, Escape and clicks update it.
/// Focus moves with the frame after a write, and the value follows the frame after a move.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicPropertyLinking {
  /// Stored like `@State`, per view identity; `initial` is the value meaning "no focus".
  let location: StateLocation<Value>

  /// A focus state that is true while its view has focus.
  public init() where Value == Bool {
    location = StateLocation(initial: false)
  }

  /// A focus state holding the value of the bound view that has focus, `nil` when none has.
  public init<T: Hashable>() where Value == T? {
    location = StateLocation(initial: nil)
  }

  /// The focus as the view last saw it; setting it moves focus.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding for `focused(_:)`, `focused(_:equals:)`, or a child view's
  /// `@FocusState.Binding`.
  public var projectedValue: Binding { Binding(location: location) }

  /// A focus state passed to another view (mirrors `FocusState.Binding`).
  @propertyWrapper
  public struct Binding {
    let location: StateLocation<Value>

    /// The focus state's value; setting it moves focus.
    public var wrappedValue: Value {
      get { location.value }
      nonmutating set { location.value = newValue }
    }

    /// The binding itself, to pass further down.
    public var projectedValue: Binding { self }
  }

  @MainActor func link(to graph: StateStore, key: StateKey) {
    location.box = graph.box(for: key, initial: location.initial)
  }

  var keepsBodyVolatile: Bool { true }
}
