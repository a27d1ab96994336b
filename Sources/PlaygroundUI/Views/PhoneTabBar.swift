/// A `TabView`'s bar on an iPhone or iPad screen, as UIKit's `UITabBar` draws it: along the
/// bottom edge, 49 points tall above the home indicator, one item per tab — its icon over its
/// title (10-point medium) — sharing the width; the selected item in the accent colour, the
/// others in grey; the bar's background (the system's chrome colour, a hairline above) reaching
/// under the home indicator. It is a bottom safe-area inset of the tabs, so a list or a header
/// colour that ignores the safe area reaches under it, as on iOS.
struct PhoneTabBar: View {
  let labels: [AnyView]
  let badges: [String?]
  let selected: Int
  let choose: @MainActor (Int) -> Void

  /// UIKit's tab bar height in portrait (the home indicator's inset comes on top).
  static let height: CGFloat = 49

  var body: some View {
    VStack(spacing: 0) {
      Rectangle().fill(Color.separatorLine).frame(height: 0.5)
      HStack(spacing: 0) {
        ForEach(Array(labels.indices), id: \.self) { index in
          item(index)
        }
      }
      .frame(height: Self.height - 0.5)
    }
    .background(Color.barBackground)
  }

  private func item(_ index: Int) -> some View {
    let choose = self.choose
    return Button {
      choose(index)
    } label: {
      VStack(spacing: 2) {
        labels[index]
      }
      .labelStyle(TabItemLabelStyle())
      .font(.system(size: 10, weight: .medium))
      .overlay(alignment: .topTrailing) {
        if let badge = badges[index] { TabBadge(text: badge).offset(x: 10, y: -4) }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .contentShape(Rectangle())
      .foregroundStyle(index == selected ? Color.accentColor : Color.gray)
    }
    .buttonStyle(.plain)
  }
}

/// A tab item's label: the icon over the title, as UIKit stacks them in portrait.
struct TabItemLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon.font(.system(size: 24))
      configuration.title
    }
  }
}
