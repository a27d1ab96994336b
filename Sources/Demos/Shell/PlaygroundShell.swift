import PlaygroundUI

/// The whole window: a tab strip to switch demos above the selected demo. Hidden demos stay
/// alive, so a chip selection or a spiral's count survives switching away and back.
package struct PlaygroundShell: View {
  @Binding var selection: DemoID
  /// How many tags, suggestions or circles the demo `itemsDemo` starts with (`--items`); nil
  /// for its usual number. Only that demo takes it: the pages hidden behind it are resolved
  /// and laid out as well, so giving them N items too would time three demos, not one.
  let items: Int?
  let itemsDemo: DemoID

  package init(selection: Binding<DemoID>, items: Int? = nil, itemsDemo: DemoID = .flow) {
    _selection = selection
    self.items = items
    self.itemsDemo = itemsDemo
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
              FlowDemo(items: itemsDemo == .flow ? items : nil)
              ChipsDemo(items: itemsDemo == .chips ? items : nil)
              EqualStacksDemo()
              SpiralDemo(items: itemsDemo == .spiral ? items : nil)
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
    TabRow(
      items: DemoID.allCases, selected: selection,
      title: { "\((DemoID.allCases.firstIndex(of: $0) ?? 0) + 1)  \($0.title)" }, select: { selection = $0 })
  }
}
