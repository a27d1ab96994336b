import LayoutCore
import Testing

/// A fixed-size leaf that also carries `LayoutValueKey` values and explicit alignment guides,
/// as a SwiftUI view with `.layoutValue(key:value:)` / `.alignmentGuide` would.
final class ValueBox: LayoutItem {
  let size: CGSize
  var layoutPriority: Double = 0
  private var values: [ObjectIdentifier: Any] = [:]
  var explicitHorizontal: [HorizontalAlignment: CGFloat] = [:]
  var explicitVertical: [VerticalAlignment: CGFloat] = [:]
  private(set) var frame: CGRect = .zero
  private(set) var placedProposal: ProposedViewSize?

  init(width: CGFloat, height: CGFloat) { size = CGSize(width: width, height: height) }

  /// Sets `value` for `key`, like `.layoutValue(key:value:)`.
  func setting<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value) -> ValueBox {
    values[ObjectIdentifier(key)] = value
    return self
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }

  func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(
      size: size, explicitHorizontal: explicitHorizontal, explicitVertical: explicitVertical)
  }

  func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
    values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  func place(in frame: CGRect, proposal: ProposedViewSize) {
    self.frame = frame
    placedProposal = proposal
  }
}

/// A leaf that counts how often it is measured.
final class CountingBox: LayoutItem {
  let size: CGSize
  private(set) var measurements = 0
  private(set) var frame: CGRect = .zero

  init(width: CGFloat, height: CGFloat) { size = CGSize(width: width, height: height) }

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    measurements += 1
    return size
  }

  func place(in frame: CGRect, proposal: ProposedViewSize) { self.frame = frame }
}

/// Items that remember the frame of their last placement.
protocol Framed: AnyObject {
  var frame: CGRect { get }
}

extension FixedBox: Framed {}
extension FlexibleBox: Framed {}
extension LayoutContainer: Framed {}
extension ValueBox: Framed {}
extension CountingBox: Framed {}

/// The frame an item received in the last placement pass.
func frame(of item: any LayoutItem) -> CGRect {
  guard let framed = item as? any Framed else {
    Issue.record("no frame for \(type(of: item))")
    return .null
  }
  return framed.frame
}

/// Whether two lengths agree within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
  close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
    && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

func close(_ a: CGSize, _ b: CGSize, _ tolerance: CGFloat = 1e-9) -> Bool {
  close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

func boxes(_ sizes: [(CGFloat, CGFloat)]) -> [FixedBox] {
  sizes.map { FixedBox(width: $0.0, height: $0.1) }
}

/// The outcome of laying a container out as a window does with its root.
struct LaidOut {
  var bounds: CGRect
  var frames: [CGRect]
}

/// Lays `layout` out over `items` for `proposal`, with the container's top-left at `origin`.
func layOut<L: Layout>(
  _ layout: L, _ items: [any LayoutItem], _ proposal: ProposedViewSize,
  at origin: CGPoint = .zero, log: ContractLog? = nil
) -> LaidOut {
  let container = LayoutContainer(layout, children: items, log: log)
  let bounds = container.layOut(proposal: proposal, at: origin)
  return LaidOut(bounds: bounds, frames: items.map { frame(of: $0) })
}

/// A stand-in for SwiftUI's `Spacer` in a stack along `axis`: it grows along the axis from its
/// minimum length, is 0 across, states zero spacing along the axis and is sized last.
final class SpacerBox: LayoutItem, Framed {
  let axis: Axis
  let minLength: CGFloat
  var layoutPriority: Double = -.infinity
  private(set) var frame: CGRect = .zero

  init(_ axis: Axis = .horizontal, minLength: CGFloat = 8) {
    self.axis = axis
    self.minLength = minLength
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(max(minLength, proposal[axis] ?? minLength), 0, in: axis)
  }

  var spacing: ViewSpacing { .zero(along: axis) }

  func place(in frame: CGRect, proposal: ProposedViewSize) { self.frame = frame }
}
