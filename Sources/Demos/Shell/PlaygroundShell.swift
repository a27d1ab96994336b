import PlaygroundUI

/// The whole window: a tab strip to switch demos above the selected demo. Hidden demos stay
/// alive, so a chip selection or a spiral's count survives switching away and back.
package struct PlaygroundShell: View {
  @Binding var selection: DemoID

  package init(selection: Binding<DemoID>) {
    _selection = selection
  }

  package var body: some View {
    // A window too short for the strip and the demo scrolls instead of cutting them off; one
    // tall enough shows the page exactly as tall as the window.
    GeometryReader { proxy in
      ScrollView {
        AtLeastHeight(minimum: proxy.size.height) {
          VStack(spacing: 0) {
            TabStrip(selection: $selection)
            Pages(selected: DemoID.allCases.firstIndex(of: selection) ?? 0) {
              FlowDemo()
              ChipsDemo()
              EqualStacksDemo()
              SpiralDemo()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
          }
        }
      }
    }
  }
}

/// The demo switcher: one tab per demo, with its key.
struct TabStrip: View {
  @Binding var selection: DemoID

  var body: some View {
    // A centred flow, so a narrow window wraps the tabs instead of squeezing them.
    FlowLayout(horizontalSpacing: 4, verticalSpacing: 4, alignment: .center) {
      ForEach(DemoID.allCases, id: \.self) { demo in
        Button {
          selection = demo
        } label: {
          Text("\((DemoID.allCases.firstIndex(of: demo) ?? 0) + 1)  \(demo.title)")
            .font(.callout)
            .foregroundStyle(demo == selection ? Color.white : Color.primary)
            .padding(.horizontal, 14)
            .padding(.vertical, 7)
            .background(Capsule().fill(demo == selection ? Color.accentColor : Color.gray.opacity(0.12)))
        }
        .buttonStyle(.plain)
      }
    }
    .padding(.vertical, 10)
    .padding(.horizontal, 8)
    .frame(maxWidth: .infinity)
    .background(Color(white: 0.96))
  }
}
