/// The context of a state change (mirrors SwiftUI's `Transaction` as far as code passes one,
/// as to `AsyncImage(url:scale:transaction:content:)`): the animation it carries.
public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations = false

  public init() {}

  public init(animation: Animation?) { self.animation = animation }
}
