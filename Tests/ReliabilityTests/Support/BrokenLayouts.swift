import Foundation
import PlaygroundUI
import XvfbTestSupport

/// The ways a user's `Layout` breaks the contract (docs/layout-semantics.md, “Contract checks”), each as one layout.
enum Fault: String, CaseIterable, Sendable, CustomStringConvertible {
  case infiniteSize, nanSize, negativeSize
  case placesAtNaN, placesAtInfinity, placesFarAway, neverPlaces, placesTwice
  case hostileProposals, placesOutsidePlaceSubviews
  case dependsOnCallOrder, dependsOnCache

  var description: String { rawValue }

  /// What the contract checks must report for it (nil: nothing is required; it must only be
  /// survived).
  var expectedReport: ContractViolation.Kind? {
    switch self {
    case .infiniteSize, .nanSize, .negativeSize: .invalidSize
    case .placesAtNaN, .placesAtInfinity: .invalidPlacement
    case .placesFarAway: .placementOutsideBounds
    case .neverPlaces: .neverPlaced
    case .placesTwice, .hostileProposals: nil
    case .placesOutsidePlaceSubviews: .placedOutsidePlaceSubviews
    case .dependsOnCallOrder, .dependsOnCache: .cacheDependentResult
    }
  }
}

/// Shared by every copy of a layout value: what makes a result depend on call order.
final class CallCounter: @unchecked Sendable {
  var calls = 0
}

/// A user's layout with one fault; otherwise a plain vertical list.
struct BrokenLayout: Layout {
  var fault: Fault
  var counter = CallCounter()

  func makeCache(subviews: Subviews) -> Int { 0 }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
    var honest = CGSize.zero
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      honest.width = max(honest.width, size.width)
      honest.height += size.height
    }
    switch fault {
    case .infiniteSize: return CGSize(width: CGFloat.infinity, height: .infinity)
    case .nanSize: return CGSize(width: CGFloat.nan, height: .nan)
    case .negativeSize: return CGSize(width: -50, height: -1e9)
    case .hostileProposals:
      for subview in subviews {
        _ = subview.sizeThatFits(ProposedViewSize(width: .nan, height: -10))
        _ = subview.sizeThatFits(ProposedViewSize(width: -.infinity, height: .nan))
        _ = subview.dimensions(in: ProposedViewSize(width: -1, height: .infinity))
      }
      return honest
    case .placesOutsidePlaceSubviews:
      subviews.first?.place(at: .zero, proposal: .unspecified)
      return honest
    case .dependsOnCallOrder:
      // A different answer on every call.
      counter.calls += 1
      return CGSize(width: honest.width + CGFloat(counter.calls % 7) * 10, height: honest.height)
    case .dependsOnCache:
      // Grows the cache on every call, and answers from it.
      cache += 1
      return CGSize(width: honest.width + CGFloat(cache) * 10, height: honest.height)
    default: return honest
    }
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
    var y = bounds.minY
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      let honest = CGPoint(x: bounds.minX, y: y)
      y += size.height
      switch fault {
      case .placesAtNaN: subview.place(at: CGPoint(x: CGFloat.nan, y: .nan), proposal: .unspecified)
      case .placesAtInfinity:
        subview.place(
          at: CGPoint(x: CGFloat.infinity, y: -.infinity), anchor: UnitPoint(x: .nan, y: 0.5), proposal: .unspecified)
      case .placesFarAway: subview.place(at: CGPoint(x: 1e7, y: -1e7), proposal: .unspecified)
      case .neverPlaces: break
      case .placesTwice:
        subview.place(at: CGPoint(x: -5000, y: -5000), proposal: .unspecified)
        subview.place(at: honest, proposal: .unspecified)
      case .hostileProposals:
        subview.place(at: honest, proposal: ProposedViewSize(width: .nan, height: -.infinity))
      default: subview.place(at: honest, proposal: .unspecified)
      }
    }
  }
}

/// A page with a broken layout between healthy views, and a button whose count shows that the
/// app keeps responding.
struct BrokenLayoutHarness: View {
  let fault: Fault
  @State private var taps = 0

  var body: some View {
    VStack(spacing: 8) {
      Text("Taps: \(taps)")
      BrokenLayout(fault: fault) {
        Text("A long label that wraps when the window is narrow")
        Circle().frame(width: 20, height: 20)
        Text("Checked").overlay(Image(systemName: "checkmark"))
        Capsule().fill(Color.blue).frame(width: 40, height: 12)
      }
      Button("Tap") { taps += 1 }
    }
    .padding(10)
  }
}

extension DisplayList {
  /// The first item with a non-finite coordinate, described; nil when every one is finite.
  var firstNonFinite: String? {
    func finite(_ r: CGRect) -> Bool {
      r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
    for item in items {
      switch item {
      case .shape(let s) where !finite(s.rect): return "shape \(s.id) \(s.rect)"
      case .text(let t) where !finite(t.frame) || !t.baseline.isFinite: return "text \(t.id) \(t.frame)"
      case .symbol(let s)
      where !finite(s.frame) || !s.lineWidth.isFinite
        || s.strokes.joined().contains { !$0.x.isFinite || !$0.y.isFinite }:
        return "symbol \(s.id) \(s.frame)"
      case .pushClip(let r) where !finite(r): return "clip \(r)"
      default: continue
      }
    }
    return nil
  }
}
