/// A piece of user interface (mirrors SwiftUI's `View`).
///
/// Custom views compose others in `body`; built-in views are primitive (`Body == Never`) and
/// turn straight into layout nodes.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A built-in view that becomes layout nodes itself instead of through a body.
@MainActor
protocol PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [Node]
}

extension PrimitiveView {
  /// Primitive views have no body; asking for one is a programming error.
  var neverBody: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
  public init() {}
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { [] }
}
