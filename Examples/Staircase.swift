import SwiftUI

// A layout of your own, live: run `make run ARGS="open Examples/Staircase.swift"`, change a
// number below (the step, a colour, the count), save, and watch the window follow. This file
// is plain SwiftUI: it compiles unchanged in Xcode.

/// Places each subview one step right of and below the previous one.
struct StaircaseLayout: Layout {
  var step = CGSize(width: 40, height: 44)

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var size = CGSize.zero
    for (index, subview) in subviews.enumerated() {
      let ideal = subview.sizeThatFits(.unspecified)
      size.width = max(size.width, CGFloat(index) * step.width + ideal.width)
      size.height = max(size.height, CGFloat(index) * step.height + ideal.height)
    }
    return size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (index, subview) in subviews.enumerated() {
      let corner = CGPoint(
        x: bounds.minX + CGFloat(index) * step.width, y: bounds.minY + CGFloat(index) * step.height)
      subview.place(at: corner, proposal: .unspecified)
    }
  }
}

/// A few cards down the staircase; buttons add and remove steps.
struct StaircaseView: View {
  @State private var steps = 5

  var body: some View {
    VStack(spacing: 24) {
      StaircaseLayout {
        ForEach(0..<steps, id: \.self) { index in
          Text("Step \(index + 1)")
            .font(.headline)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.orange.opacity(0.25)))
        }
      }
      HStack(spacing: 12) {
        Button("Add a step") { withAnimation(.spring(response: 0.4)) { steps += 1 } }
        Button("Remove a step") { withAnimation(.spring(response: 0.4)) { steps = max(0, steps - 1) } }
      }
    }
    .padding(20)
  }
}

#Preview("Staircase") {
  StaircaseView()
}

#Preview("Wide steps") {
  StaircaseLayout(step: CGSize(width: 90, height: 30)) {
    ForEach(["One", "Two", "Three", "Four"], id: \.self) { word in
      Text(word)
        .padding(8)
        .background(Capsule().fill(Color.blue.opacity(0.2)))
    }
  }
  .padding()
}
