import PlaygroundUI

/// 25 circles on a `SpiralLayout`; adding or removing one animates: circles glide to their new
/// places, the new one fades in, a removed one fades out.
struct SpiralDemo: View {
  @State private var count = 25

  var body: some View {
    VStack(spacing: 40) {
      SpiralLayout {
        ForEach(0..<count, id: \.self) { _ in
          Circle()
            .frame(width: 35)
            .padding(5)
            .foregroundStyle(.green)
        }
      }
      .frame(width: 200, height: 200)
      HStack(spacing: 16) {
        Button("Add a circle") {
          withAnimation { count += 1 }
        }
        Button("Remove a circle") {
          withAnimation { count = max(0, count - 1) }
        }
      }
      Text("\(count) circles")
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
    .padding(20)
  }
}
