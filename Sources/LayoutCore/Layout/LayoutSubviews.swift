/// The direction in which a layout reads (mirrors SwiftUI's `LayoutDirection`).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// The proxies of a layout's subviews, in order (mirrors SwiftUI's `LayoutSubviews`).
///
/// A slice is itself a `LayoutSubviews` indexed from 0, as SwiftUI's are: real layouts recurse
/// on `subviews[n..<subviews.count]` and index the result from 0.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  let storage: SubviewStorage
  /// Where this collection's first subview sits in the storage.
  private let offset: Int
  public var startIndex: Int { 0 }
  public let endIndex: Int

  init(storage: SubviewStorage, range: Range<Int>) {
    self.storage = storage
    self.offset = range.lowerBound
    self.endIndex = range.count
  }

  /// The layout direction inherited by the container. Layouts place in left-to-right terms
  /// whatever it is: in right to left, each subview's x is flipped within the container
  /// afterwards, as SwiftUI does.
  public var layoutDirection: LayoutDirection { storage.layoutDirection }

  @inlinable public func index(after i: Int) -> Int { i + 1 }
  @inlinable public func index(before i: Int) -> Int { i - 1 }

  public subscript(index: Int) -> LayoutSubview {
    precondition(index >= 0 && index < endIndex, "LayoutSubviews index out of range")
    return LayoutSubview(storage: storage, index: offset + index)
  }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    precondition(bounds.lowerBound >= 0 && bounds.upperBound <= endIndex, "LayoutSubviews range out of bounds")
    return LayoutSubviews(storage: storage, range: (offset + bounds.lowerBound)..<(offset + bounds.upperBound))
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.storage === b.storage && a.offset == b.offset && a.endIndex == b.endIndex
  }
}
