import OpenCombine

// OpenCombine's publisher guards its subscribers with a lock, as Combine's does, but predates
// Sendable. Saying so lets a main-actor class keep `let objectWillChange =
// ObservableObjectPublisher()` as a nonisolated requirement of `ObservableObject` in Swift 6
// mode, as Apple's SDK allows (Examples/DataFlow.swift does). Retroactive because the type is
// OpenCombine's: the one place the playground adds to it.
// swift-format-ignore: AvoidRetroactiveConformances
extension ObservableObjectPublisher: @retroactive @unchecked Sendable {}
