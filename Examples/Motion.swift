// The motion benchmark (PERFORMANCE.md): twenty views in `repeatForever` animations, a
// `TimelineView` clock, and a card that follows a drag. Timed with
//   layout-playground bench-frames --open Examples/Motion.swift --drag 200,420,300,520
// and opened like any file with `layout-playground open Examples/Motion.swift`.
import SwiftUI

struct Motion: View {
  @State private var pulsing = false
  @GestureState private var dragged = CGSize.zero

  var body: some View {
    VStack(spacing: 16) {
      TimelineView(.animation) { context in
        Text(context.date.formatted(date: .omitted, time: .standard))
          .font(.title2.monospacedDigit())
      }
      LazyVGrid(columns: Array(repeating: GridItem(.fixed(60)), count: 5), spacing: 12) {
        ForEach(0..<20, id: \.self) { index in
          RoundedRectangle(cornerRadius: 8)
            .fill(Color.blue)
            .frame(width: 40, height: 40)
            .scaleEffect(pulsing ? 1.2 : 0.8)
            .rotationEffect(.degrees(pulsing ? Double(index) * 18 : 0))
            .animation(.easeInOut(duration: 0.6 + Double(index) * 0.05).repeatForever(), value: pulsing)
        }
      }
      RoundedRectangle(cornerRadius: 16)
        .fill(dragged == .zero ? Color.orange : Color.pink)
        .frame(width: 160, height: 100)
        .overlay(Text("Drag me").foregroundStyle(.white))
        .offset(dragged)
        .gesture(DragGesture().updating($dragged) { value, state, _ in state = value.translation })
    }
    .padding()
    .onAppear { pulsing = true }
  }
}

#Preview("Motion") { Motion() }
