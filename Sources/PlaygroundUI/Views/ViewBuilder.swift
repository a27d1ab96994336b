/// Builds views from closures (mirrors SwiftUI's `ViewBuilder`): blocks of any length, `if`,
/// `if`/`else`, `switch` and optionals.
@resultBuilder @MainActor
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var children: [any View] = []
    for child in repeat each content { children.append(child) }
    return TupleView(value: (repeat each content), children: children)
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<First: View, Second: View>(first: First)
    -> _ConditionalContent<First, Second>
  {
    _ConditionalContent(storage: .first(first))
  }
  public static func buildEither<First: View, Second: View>(second: Second)
    -> _ConditionalContent<First, Second>
  {
    _ConditionalContent(storage: .second(second))
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views side by side in a builder block; each child keeps its position as identity.
public struct TupleView<T>: View, PrimitiveView {
  public var value: T
  let children: [any View]

  init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    children.enumerated().flatMap { index, child in
      context.resolve(child, component: .position(index))
    }
  }
}

/// The result of `if`/`else` in a builder; each branch has its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }
  let storage: Storage

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    switch storage {
    case .first(let view): context.resolve(view, role: .trueBranch)
    case .second(let view): context.resolve(view, role: .falseBranch)
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNodes(in context: ResolveContext) -> [Node] {
    guard let view = self else { return [] }
    return context.resolve(view, role: .some)
  }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
  let view: any View

  public init<V: View>(_ view: V) { self.view = view }
  public init<V: View>(erasing view: V) { self.view = view }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    // The wrapped type is part of the identity, as in SwiftUI.
    context.resolve(view, component: .erasedType(ViewIdentity.ViewType(type(of: view))))
  }
}

/// Groups views without adding a container: a modifier on a group applies to each child.
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    context.resolve(content, role: .group)
  }
}
