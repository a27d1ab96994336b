import LayoutCore
import TestSupport
import Testing

/// The three line alignments of the aligned flow, each the CSS `justify-content` it matches.
enum FlowAlignment: String, CaseIterable, Sendable {
  case leading, center, trailing

  var guide: HorizontalAlignment {
    switch self {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }

  var justify: CSSFlexWrap.Justify {
    switch self {
    case .leading: .flexStart
    case .center: .center
    case .trailing: .flexEnd
    }
  }

  /// Where a line of width `line` starts in a container of width `container`.
  func lineStart(line: CGFloat, container: CGFloat) -> CGFloat {
    CGFloat(justify.lineStart(line: Double(line), container: Double(container)))
  }
}

/// The shared CSS flex-wrap reference (TestSupport), in LayoutCore's geometry types.
enum CSSFlowReference {
  /// The items of each line, in order.
  static func lines(widths: [CGFloat], gap: CGFloat, containerWidth: CGFloat) -> [[Int]] {
    CSSFlexWrap.lines(widths: widths.map { Double($0) }, gap: Double(gap), containerWidth: Double(containerWidth))
  }

  /// A line's width: its items and the gaps between them.
  static func width(of line: [Int], widths: [CGFloat], gap: CGFloat) -> CGFloat {
    CGFloat(CSSFlexWrap.width(of: line, widths: widths.map { Double($0) }, gap: Double(gap)))
  }

  /// Every item's origin and the container size; `containerWidth` nil means no width proposed.
  static func layout(
    sizes: [CGSize], hgap: CGFloat, vgap: CGFloat, containerWidth: CGFloat?,
    alignment: FlowAlignment
  ) -> (origins: [CGPoint], size: CGSize) {
    let model = CSSFlexWrap.layout(
      sizes: sizes.map { (width: Double($0.width), height: Double($0.height)) }, columnGap: Double(hgap),
      rowGap: Double(vgap), containerWidth: containerWidth.map { Double($0) }, justify: alignment.justify)
    return (
      model.origins.map { CGPoint(x: $0.x, y: $0.y) }, CGSize(width: model.size.width, height: model.size.height)
    )
  }
}

/// One random flow: item sizes, gaps, a proposed width and an alignment.
struct FlowInput: CustomStringConvertible {
  var seed: UInt64
  var sizes: [CGSize]
  var hspacing: CGFloat
  var vspacing: CGFloat
  var width: CGFloat
  var alignment: FlowAlignment

  var widths: [CGFloat] { sizes.map(\.width) }

  var description: String {
    "seed \(seed) \(alignment) W=\(width) h=\(hspacing) v=\(vspacing) items=\(sizes.map { "\($0.width)×\($0.height)" })"
  }

  /// Inputs shaped like the oracle's kinds: integer, dyadic and arbitrary lengths, zero widths
  /// and heights, zero spacing, zero-width containers, items wider than the container, empty
  /// lists.
  static func random(seed: UInt64, alignment: FlowAlignment) -> FlowInput {
    var rng = SeededRandom(seed: seed)
    let count = rng.chance(0.05) ? 0 : rng.chance(0.08) ? 1 : rng.int(2...40)
    let hspacing = rng.chance(0.3) ? 0 : rng.length(upTo: 24)
    let vspacing = rng.chance(0.3) ? 0 : rng.length(upTo: 24)
    let width = rng.chance(0.06) ? 0 : rng.length(upTo: 400)
    let manyZeroWidths = rng.chance(0.25)
    var sizes: [CGSize] = []
    for _ in 0..<count {
      let w: CGFloat
      if (manyZeroWidths && rng.chance(0.5)) || rng.chance(0.06) {
        w = 0
      } else if rng.chance(0.07) {
        w = width + 1 + rng.length(upTo: 200)  // wider than the container
      } else {
        w = rng.length(upTo: 160)
      }
      let h = rng.chance(0.1) ? 0 : rng.length(upTo: 60)
      sizes.append(CGSize(width: w, height: h))
    }
    return FlowInput(
      seed: seed, sizes: sizes, hspacing: hspacing, vspacing: vspacing, width: width,
      alignment: alignment)
  }

  func layout() -> FlowLayout {
    FlowLayout(horizontalSpacing: hspacing, verticalSpacing: vspacing, alignment: alignment.guide)
  }

  func makeItems() -> [FixedBox] { sizes.map { FixedBox($0) } }

  /// Lays the flow out as a window lays out its root: sized for `proposal`, placed at (0, 0).
  func run(_ proposal: ProposedViewSize? = nil, log: ContractLog? = nil) -> FlowRun {
    let items = makeItems()
    let container = LayoutContainer(layout(), children: items, log: log)
    let bounds = container.layOut(
      proposal: proposal ?? ProposedViewSize(width: width, height: nil), at: .zero)
    return FlowRun(frames: items.map(\.frame), size: bounds.size)
  }

  /// The reference line breaking for this input.
  var referenceLines: [[Int]] {
    CSSFlowReference.lines(widths: widths, gap: hspacing, containerWidth: width)
  }
}

struct FlowRun: Equatable {
  var frames: [CGRect]
  var size: CGSize
}

/// Lengths in these tests stay below ~30,000 pt; this absorbs rounding in sums and centring.
let flowEpsilon: CGFloat = 1e-7

/// Seeds per property and alignment.
let flowSeeds: Range<UInt64> = 0..<300
