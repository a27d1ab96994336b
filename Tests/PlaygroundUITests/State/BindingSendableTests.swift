import Foundation
import Testing

@testable import PlaygroundUI

/// SwiftUI documents that a binding conforms to `Sendable` when its wrapped value does, so
/// Swift 6 code may keep one in a static property, such as a layout value key's default. Both
/// checks are the compiler's: without the conformance this file does not compile.
private struct ScaleKey: LayoutValueKey {
  static let defaultValue: Binding<CGFloat>? = nil
}

@Suite struct BindingSendableTests {
  func sendableName<T: Sendable>(_: T.Type) -> String { "\(T.self)" }

  @Test func aBindingOfASendableValueIsSendable() {
    #expect(sendableName(Binding<CGFloat>.self).hasPrefix("Binding<"))
    #expect(sendableName(Binding<[String]>.self).hasPrefix("Binding<"))
    #expect(ScaleKey.defaultValue == nil)
  }
}
