/// A view's identity: its structural position in the tree plus any explicit ids on the way
/// (mirrors SwiftUI's structural and explicit identity).
///
/// State, animations, hit testing and the inspector are keyed by it. An identity is a chain of
/// components shared with its parent's, built once per resolve with one small allocation and
/// no string work; its hash is computed when the chain is built, and equal chains usually are
/// the same object, so comparing identities is cheap. `description` spells the chain out
/// (`root/0/ChipsDemo/…/[Exercise 💪]/…`) only for traces, dumps and the inspector.
package struct ViewIdentity: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// `nil` for the root. The chain is immutable once built (hence the unchecked `Sendable`:
  /// explicit ids are values a view was given, never mutated through the identity).
  private let link: Link?

  private init(link: Link?) { self.link = link }

  /// How many chain links have been made (tests count them: a body found again goes on with
  /// its kept chain instead of making a new one).
  package nonisolated(unsafe) static var linksMade = 0

  /// The window's root, above the root view.
  package static let root = ViewIdentity(link: nil)

  /// An identity outside the view tree, for drawings a host or a test makes itself.
  package static func detached(_ name: some Hashable) -> ViewIdentity {
    root.appending(.explicit(ExplicitID(name)))
  }

  /// The identity of a child one component below this one.
  package func appending(_ component: Component) -> ViewIdentity {
    ViewIdentity(link: Link(parent: link, component: component))
  }

  /// Whether this identity is `component` below `parent`'s very chain (the same objects, not
  /// only equal ones): then it can stand for `parent.appending(component)` without making it.
  package func extends(_ parent: ViewIdentity, by component: Component) -> Bool {
    guard let link, link.parent === parent.link else { return false }
    return link.component == component
  }

  /// The identity one component up (the root's is the root).
  package var parent: ViewIdentity { ViewIdentity(link: link?.parent) }

  /// How many components the identity has (0 for the root).
  package var depth: Int { link?.depth ?? 0 }

  /// The components from the root down.
  package var components: [Component] {
    var result: [Component] = []
    var current = link
    while let step = current {
      result.append(step.component)
      current = step.parent
    }
    return result.reversed()
  }

  /// Whether an explicit id (a `ForEach` element's) equal to `id` is part of this identity.
  package func contains<ID: Hashable>(explicitID id: ID) -> Bool {
    let wanted = AnyHashable(id)
    return contains { if case .explicit(let value) = $0 { value.value == wanted } else { false } }
  }

  /// Whether a view of type `type` (a custom view or an `AnyView`'s content) encloses this one.
  package func contains(viewType type: Any.Type) -> Bool {
    contains {
      switch $0 {
      case .viewType(let named), .erasedType(let named): named == ViewType(type)
      default: false
      }
    }
  }

  /// Whether this identity passes through `role` (inside an optional, a background…).
  package func contains(role: Role) -> Bool {
    contains { $0 == .role(role) }
  }

  /// Whether this identity is `ancestor` or lies below it.
  package func isDescendant(of ancestor: ViewIdentity) -> Bool {
    guard let target = ancestor.link else { return true }
    var current = link
    while let step = current {
      if step === target || (step.depth == target.depth && step == target) { return true }
      if step.depth < target.depth { return false }
      current = step.parent
    }
    return false
  }

  /// Calls `body` with this identity and each of its ancestors up to the root.
  package func forEachAncestorOrSelf(_ body: (ViewIdentity) -> Void) {
    var current = link
    while let step = current {
      body(ViewIdentity(link: step))
      current = step.parent
    }
    body(.root)
  }

  private func contains(where matches: (Component) -> Bool) -> Bool {
    var current = link
    while let step = current {
      if matches(step.component) { return true }
      current = step.parent
    }
    return false
  }

  package var description: String {
    var text = "root"
    for component in components {
      if case .line = component {
        text += component.description
      } else {
        text += "/" + component.description
      }
    }
    return text
  }

  package static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
    switch (lhs.link, rhs.link) {
    case (nil, nil): true
    case (let left?, let right?): left == right
    default: false
    }
  }

  /// The whole chain's hash, worked out once as the chain was built (equal identities have
  /// equal ones).
  package var chainHash: Int { link?.hash ?? 0 }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(link?.hash ?? 0)
  }

  /// One step of the chain, with its parent's steps behind it.
  private final class Link: Equatable {
    let parent: Link?
    let component: Component
    let depth: Int
    /// The whole chain's hash, so hashing an identity never walks the chain.
    let hash: Int

    init(parent: Link?, component: Component) {
      ViewIdentity.linksMade &+= 1
      self.parent = parent
      self.component = component
      depth = (parent?.depth ?? 0) + 1
      var hasher = Hasher()
      hasher.combine(parent?.hash ?? 0)
      hasher.combine(component)
      hash = hasher.finalize()
    }

    static func == (lhs: Link, rhs: Link) -> Bool {
      if lhs === rhs { return true }
      guard lhs.hash == rhs.hash, lhs.depth == rhs.depth else { return false }
      var left = lhs
      var right = rhs
      while left !== right {
        guard left.hash == right.hash, left.component == right.component else { return false }
        guard let leftParent = left.parent, let rightParent = right.parent else {
          // Equal depths: both reached the root together.
          return true
        }
        left = leftParent
        right = rightParent
      }
      return true
    }
  }
}

extension ViewIdentity {
  /// One step down the tree.
  package enum Component: Hashable, CustomStringConvertible {
    /// A child's position in a builder block.
    case position(Int)
    /// A custom view's body, below the view's type.
    case viewType(ViewType)
    /// An `AnyView`'s content: the wrapped type, generic arguments and all, is part of the
    /// identity, as in SwiftUI.
    case erasedType(ViewType)
    /// An explicit id: a `ForEach` element's.
    case explicit(ExplicitID)
    /// A fixed part of a primitive view: its content, a button's label, a branch of `if`.
    case role(Role)
    /// One line of a wrapped text (drawn as separate leaves).
    case line(Int)

    package var description: String {
      switch self {
      case .position(let index): String(index)
      case .viewType(let type): type.name
      case .erasedType(let type): type.fullName
      case .explicit(let id): "[\(id.value.base)]"
      case .role(let role): role.name
      case .line(let index): "#\(index)"
      }
    }
  }

  /// A view type as an identity component, compared by its mangled name: the same type from a
  /// newer build of the user's code (a reload) is the same component, so state and animations
  /// carry over. Named only when an identity is described.
  package struct ViewType: Hashable {
    package let type: Any.Type
    /// The registry's number for the type's mangled name.
    let key: Int

    package init(_ type: Any.Type) {
      self.type = type
      key = ViewTypeRegistry.shared.key(of: type)
    }

    /// The type's name without generic arguments, for readable descriptions.
    package var name: String { ViewTypeRegistry.shared.names(of: type).short }
    /// The type's name with its generic arguments.
    package var fullName: String { ViewTypeRegistry.shared.names(of: type).full }

    package static func == (lhs: ViewType, rhs: ViewType) -> Bool { lhs.key == rhs.key }
    package func hash(into hasher: inout Hasher) { hasher.combine(key) }
  }

  /// The fixed parts of primitive views that identity distinguishes.
  package enum Role: Hashable {
    case content, label, bordered, trueBranch, falseBranch, some, group, pages
    case background, overlay, environment, modifier
    case padding, frame, flexibleFrame
    case inspector, inspectorPanel

    var name: String {
      switch self {
      case .content: "content"
      case .label: "label"
      case .bordered: "bordered"
      case .trueBranch: "if"
      case .falseBranch: "else"
      case .some: "some"
      case .group: "group"
      case .pages: "pages"
      case .background: "background"
      case .overlay: "overlay"
      case .environment: "env"
      case .modifier: "mod"
      case .padding: "padding"
      case .frame: "frame"
      case .flexibleFrame: "flexibleFrame"
      case .inspector: "inspector"
      case .inspectorPanel: "panel"
      }
    }
  }
}

/// Numbers view types by mangled name and remembers their names: computed once per type
/// (describing a generic type is slow, and a trace describes every drawn view's identity each
/// frame, from whichever thread writes it).
final class ViewTypeRegistry: @unchecked Sendable {
  static let shared = ViewTypeRegistry()
  private let lock = NSLock()
  private var keys: [ObjectIdentifier: Int] = [:]
  private var keysByName: [String: Int] = [:]
  private var names: [ObjectIdentifier: (short: String, full: String)] = [:]

  /// The same number for every type with the same mangled name (the same type from two builds
  /// of a module), a different one for any other.
  func key(of type: Any.Type) -> Int {
    let id = ObjectIdentifier(type)
    return lock.withLock {
      if let key = keys[id] { return key }
      let mangled = _mangledTypeName(type) ?? String(reflecting: type)
      let key = keysByName[mangled] ?? keysByName.count
      keysByName[mangled] = key
      keys[id] = key
      return key
    }
  }

  func names(of type: Any.Type) -> (short: String, full: String) {
    let id = ObjectIdentifier(type)
    if let cached = lock.withLock({ names[id] }) { return cached }
    let full = String(describing: type)
    let short = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    lock.withLock { names[id] = (short, full) }
    return (short, full)
  }
}
