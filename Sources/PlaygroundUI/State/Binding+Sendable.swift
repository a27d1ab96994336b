/// SwiftUI: a binding is `Sendable` when its value is. The closures it holds read and write a
/// source of truth that the view graph only touches on the main actor, so the conformance is
/// checked by that rule rather than by the compiler. It lets Swift 6 code keep a binding in a
/// `static let` (a `LayoutValueKey`'s `defaultValue`, say), as it can with SwiftUI.
extension Binding: @unchecked Sendable where Value: Sendable {}
