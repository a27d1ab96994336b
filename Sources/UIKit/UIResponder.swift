import Foundation

/// Something that takes part in UIKit's responder chain (mirrors `UIResponder`): here only
/// the base of `UIView`, `UIViewController` and `UIApplication`, with the first-responder
/// methods code calls to dismiss the keyboard.
// `@preconcurrency`: UIKit's classes come from Objective-C, whose main-actor isolation Swift 5
// code may ignore; real iOS code calls them from nonisolated helpers.
@preconcurrency @MainActor
open class UIResponder {
  public init() {}

  /// Gives up first-responder status: there is no UIKit keyboard here, so nothing to give up.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  open var isFirstResponder: Bool { false }
}

/// A method's name, as Objective-C names it (mirrors `Selector`, which Linux's Swift lacks).
/// `UIApplication.sendAction` takes one; nothing here sends it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let description: String

  public init(_ name: String) { description = name }
  public init(stringLiteral name: String) { description = name }

  /// What `#selector(Type.method)` becomes in opened code (`open` rewrites it, since Linux has
  /// no Objective-C): the method is only named, never called.
  public init<Method>(_ method: Method) { description = String(describing: Method.self) }
}

/// An input event (mirrors `UIEvent`); `sendAction(_:to:from:for:)` takes one, usually nil.
// `@preconcurrency`: UIKit's classes come from Objective-C, whose main-actor isolation Swift 5
// code may ignore; real iOS code calls them from nonisolated helpers.
@preconcurrency @MainActor
public final class UIEvent {}
