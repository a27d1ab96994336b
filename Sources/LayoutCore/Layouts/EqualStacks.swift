/// The largest ideal size among `subviews` (zero for none).
func largestIdealSize(of subviews: LayoutSubviews) -> CGSize {
  var largest = CGSize.zero
  for subview in subviews {
    let size = subview.sizeThatFits(.unspecified)
    largest.width = max(largest.width, size.width.finiteNonNegative())
    largest.height = max(largest.height, size.height.finiteNonNegative())
  }
  return largest
}

/// Lines subviews up along an axis, every one offered the largest ideal size among them
/// (the article's EqualHStack / EqualVStack, shared by both).
struct EqualSizeStack {
  let axis: Axis
  let spacing: CGFloat

  func size(_ subviews: LayoutSubviews) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let cell = largestIdealSize(of: subviews)
    let count = CGFloat(subviews.count)
    return CGSize(cell[axis] * count + spacing * (count - 1), cell[axis.orthogonal], in: axis)
  }

  func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
    guard !subviews.isEmpty else { return }
    let cell = largestIdealSize(of: subviews)
    var centre = CGPoint(x: bounds.midX, y: bounds.midY)
    centre[axis] = bounds.origin[axis] + cell[axis] / 2
    for subview in subviews {
      subview.place(at: centre, anchor: .center, proposal: ProposedViewSize(cell))
      centre[axis] += cell[axis] + spacing
    }
  }
}

/// A horizontal stack giving every subview the width and height of the largest.
package struct EqualHStack: Layout {
  package var spacing: CGFloat

  package init(spacing: CGFloat = 8) { self.spacing = spacing }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    EqualSizeStack(axis: .horizontal, spacing: spacing).size(subviews)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    EqualSizeStack(axis: .horizontal, spacing: spacing).place(subviews, in: bounds)
  }
}

/// A vertical stack giving every subview the width and height of the largest.
package struct EqualVStack: Layout {
  package var spacing: CGFloat

  package init(spacing: CGFloat = 8) { self.spacing = spacing }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    EqualSizeStack(axis: .vertical, spacing: spacing).size(subviews)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    EqualSizeStack(axis: .vertical, spacing: spacing).place(subviews, in: bounds)
  }
}
