/// Coordinate spaces a `GeometryProxy` converts frames into (mirrors SwiftUI's
/// `CoordinateSpace`, `CoordinateSpaceProtocol` and the named spaces set with
/// `coordinateSpace(name:)` / `coordinateSpace(_:)`).

/// A resolved coordinate space: the screen's (global), the view's own (local), or one an
/// ancestor named.
public enum CoordinateSpace: Hashable {
  case global
  case local
  case named(AnyHashable)

  public var isGlobal: Bool { self == .global }
  public var isLocal: Bool { self == .local }
}

/// A frame of reference within the layout system: `.global`, `.local`, `.named(_:)` and
/// `.scrollView`.
public protocol CoordinateSpaceProtocol {
  /// The resolved coordinate space.
  var coordinateSpace: CoordinateSpace { get }
}

/// The space an ancestor named with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable

  public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The view's own space: its bounds start at zero.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The screen's space (on a device canvas, the device's screen; else the window).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space an ancestor named `name` with `coordinateSpace(_:)` or `coordinateSpace(name:)`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }

  /// The space of the nearest scroll view around the view.
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName.both))
  }

  /// The space of the nearest scroll view around the view that scrolls along `axis`.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(axis == .horizontal ? ScrollViewSpaceName.horizontal : .vertical))
  }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// The names scroll views give their spaces (the geometry walk names each scroll view so).
enum ScrollViewSpaceName: Hashable {
  case both, horizontal, vertical
}

extension View {
  /// Names the view's coordinate space, so views inside can read frames relative to it
  /// (`frame(in: .named(name))`).
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    coordinateSpace(NamedCoordinateSpace(name: AnyHashable(name)))
  }

  /// Names the view's coordinate space (`.coordinateSpace(.named("scroll"))`).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    AnnotatedView(content: self) { node in
      node.addGeometryStep(.space(name.name, effectsBefore: node.geometryEffects.count))
    }
  }
}
