import PlaygroundUI

/// 25 circles on a `SpiralLayout` framed 200×200, centred and scaled to fit the window; adding
/// or removing one animates: circles glide to their new places, the new one fades in, a removed
/// one fades out.
struct SpiralDemo: View {
  @State private var count: Int

  /// `items` circles (`--items`); nil for the usual 25.
  init(items: Int? = nil) {
    _count = State(initialValue: items ?? 25)
  }

  /// Room the buttons, the count and the spacing take below the spiral.
  private let chrome: CGFloat = 150

  var body: some View {
    GeometryReader { proxy in
      let scale = Self.scale(toFit: proxy.size, reserving: chrome)
      VStack(spacing: 30) {
        SpiralLayout {
          ForEach(0..<count, id: \.self) { _ in
            Circle()
              .frame(width: 35)
              .padding(5)
              .foregroundStyle(.green)
          }
        }
        .frame(width: 200, height: 200)
        .scaleEffect(scale)
        .frame(width: 200 * scale, height: 200 * scale)
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
      .frame(width: proxy.size.width, height: proxy.size.height)
    }
  }

  /// The largest scale (between ½ and 3) at which a 200 pt square leaves `chrome` below it.
  static func scale(toFit size: CGSize, reserving chrome: CGFloat) -> CGFloat {
    let side = min(size.width - 40, size.height - chrome)
    return min(3, max(0.5, side / 200))
  }
}
