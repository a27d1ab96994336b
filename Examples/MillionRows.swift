import SwiftUI

// The lazy-list benchmark: a million rows in a LazyVStack. Only the rows near what shows are
// built, so the first frame and every scrolling frame cost what a screenful costs, and memory
// is what a hundred rows take:
//   layout-playground bench-frames --open Examples/MillionRows.swift --scroll 23 --size 400x800 --frames 600
// Change `rowCount` to 100 to compare memory. "Middle" scrolls to a row not built yet.
let rowCount = 1_000_000

struct MillionRows: View {
  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(0..<rowCount, id: \.self) { index in
            HStack {
              Image(systemName: index % 3 == 0 ? "star.fill" : "circle")
                .foregroundStyle(index % 3 == 0 ? .orange : .blue)
              Text("Row \(index)")
              Spacer()
              Text("#\(index % 97)")
                .foregroundStyle(.secondary)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(index % 2 == 0 ? Color.clear : Color.gray.opacity(0.08))
          }
        }
      }
      .overlay(alignment: .bottomLeading) {
        Button("Middle") {
          proxy.scrollTo(rowCount / 2, anchor: .top)
        }
        .buttonStyle(.borderedProminent)
        .padding()
      }
    }
  }
}

#Preview("A million rows") {
  MillionRows()
}
