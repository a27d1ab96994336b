/// The direction in which a layout reads (mirrors SwiftUI's `LayoutDirection`).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// The proxies of a layout's subviews, in order (mirrors SwiftUI's `LayoutSubviews`).
///
/// A slice is itself a `LayoutSubviews` whose indices are those of the original collection.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  let storage: SubviewStorage
  public let startIndex: Int
  public let endIndex: Int

  init(storage: SubviewStorage, range: Range<Int>) {
    self.storage = storage
    self.startIndex = range.lowerBound
    self.endIndex = range.upperBound
  }

  /// The layout direction inherited by the container. Layouts place in left-to-right terms
  /// whatever it is: in right to left, each subview's x is flipped within the container
  /// afterwards, as SwiftUI does.
  public var layoutDirection: LayoutDirection { storage.layoutDirection }

  @inlinable public func index(after i: Int) -> Int { i + 1 }
  @inlinable public func index(before i: Int) -> Int { i - 1 }

  public subscript(index: Int) -> LayoutSubview {
    precondition(index >= startIndex && index < endIndex, "LayoutSubviews index out of range")
    return LayoutSubview(storage: storage, index: index)
  }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex)
    return LayoutSubviews(storage: storage, range: bounds)
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.storage === b.storage && a.startIndex == b.startIndex && a.endIndex == b.endIndex
  }
}
