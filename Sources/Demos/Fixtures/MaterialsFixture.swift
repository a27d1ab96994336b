import PlaygroundUI

/// A screen like a media app's, timed by `bench-frames --fixture materials`: colourful artwork
/// tiles in a grid under a navigation-bar-like strip of `.bar` material, a floating
/// `.ultraThinMaterial` player with a blurred thumbnail. Not one of the tabbed
/// demos: it exists to show that blurring what is behind a material keeps the frame budget.
package struct MaterialsFixture: View {
  /// Each tile also clipped to rounded corners and desaturated: 48 more layers, each read back
  /// or composited on its own (`--fixture effects`).
  let layeredTiles: Bool

  package init(layeredTiles: Bool = false) {
    self.layeredTiles = layeredTiles
  }

  private static let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]

  package var body: some View {
    ZStack(alignment: .top) {
      // A solid backdrop: a window-sized gradient alone costs pixman about 10 ms a frame on
      // Xvfb, which would hide what the materials cost (PERFORMANCE.md).
      Color.pink
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 16)], spacing: 16) {
        ForEach(0..<24, id: \.self) { index in
          tile(index)
        }
      }
      .padding(.horizontal, 16)
      .padding(.top, 76)
      HStack {
        Text("Library").font(.largeTitle.bold())
        Spacer()
        Text("Edit").foregroundStyle(.tint)
      }
      .padding(.horizontal, 16)
      .frame(height: 60)
      .background(.bar)
      VStack {
        Spacer()
        HStack(spacing: 12) {
          RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 44, height: 44).blur(radius: 2)
          Text("Midnight City").font(.headline)
          Spacer()
          Text("▶︎").font(.title2)
        }
        .padding(12)
        .frame(maxWidth: 520)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
        .padding(.bottom, 24)
      }
    }
  }

  @ViewBuilder
  private func tile(_ index: Int) -> some View {
    let color = Self.palette[index % Self.palette.count]
    VStack(alignment: .leading, spacing: 6) {
      if layeredTiles {
        artwork(color).clipShape(RoundedRectangle(cornerRadius: 12)).saturation(index % 3 == 0 ? 0.4 : 1)
      } else {
        artwork(color)
      }
      Text("Album \(index + 1)").font(.subheadline)
    }
  }

  private func artwork(_ color: Color) -> some View {
    ZStack {
      RoundedRectangle(cornerRadius: 12)
        .fill(LinearGradient(colors: [color, color.opacity(0.4)], startPoint: .top, endPoint: .bottom))
      Circle().fill(.white.opacity(0.5)).frame(width: 50, height: 50)
    }
    .frame(height: 120)
  }
}
