/// A guide that aligns views along the x axis (mirrors SwiftUI's `HorizontalAlignment`).
public struct HorizontalAlignment: Equatable, Hashable, @unchecked Sendable {
  let id: any AlignmentID.Type

  /// A guide identified by a custom `AlignmentID` type.
  public init(_ id: any AlignmentID.Type) { self.id = id }

  public static let leading = HorizontalAlignment(LeadingGuide.self)
  public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
  public static let trailing = HorizontalAlignment(TrailingGuide.self)

  /// The guide's default offset in a view of `dimensions`.
  package func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    id.defaultValue(in: dimensions)
  }

  public static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// A guide that aligns views along the y axis (mirrors SwiftUI's `VerticalAlignment`).
public struct VerticalAlignment: Equatable, Hashable, @unchecked Sendable {
  let id: any AlignmentID.Type

  /// A guide identified by a custom `AlignmentID` type.
  public init(_ id: any AlignmentID.Type) { self.id = id }

  public static let top = VerticalAlignment(TopGuide.self)
  public static let center = VerticalAlignment(VerticalCenterGuide.self)
  public static let bottom = VerticalAlignment(BottomGuide.self)
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)

  /// The guide's default offset in a view of `dimensions`.
  package func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    id.defaultValue(in: dimensions)
  }

  public static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// A pair of guides, one per axis (mirrors SwiftUI's `Alignment`).
public struct Alignment: Equatable, Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
