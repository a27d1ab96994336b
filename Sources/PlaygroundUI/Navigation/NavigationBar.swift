/// The bar at the top of a navigation page, laid out as iOS 17's: a 44 pt row with the back
/// button (a chevron and the title of the page below) and leading items at the leading edge,
/// trailing items at the trailing edge and, centred, a principal item or the inline title
/// (headline). A large title is drawn below that row, leading, in bold large-title type in a
/// 52 pt row; the search field, 36 pt high, below it. At rest iOS draws the bar over the top of
/// the content without a background or hairline (its scroll-edge appearance): the bar is a
/// safe-area inset of the page, so what ignores the safe area (a list's background, a header
/// colour) shows through it, unless `toolbarBackground` gives it one (then with a hairline).
///
/// The playground's large title does not collapse into the bar as the content scrolls.
struct NavigationBar: View {
  let title: String?
  let isLarge: Bool
  /// The back button's title; nil on a stack's root or when the page hides its back button.
  let backTitle: String?
  let back: @MainActor () -> Void
  let leading: [AnyView]
  let trailing: [AnyView]
  let principal: AnyView?
  let search: SearchFieldSettings?
  let background: Color
  let showsHairline: Bool

  var body: some View {
    VStack(spacing: 0) {
      ZStack {
        if let principal {
          principal
        } else if !isLarge, let title {
          Text(title).font(.headline).lineLimit(1)
        }
        HStack(spacing: 0) {
          if let backTitle {
            Button(action: back) {
              HStack(spacing: 5) {
                Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
                Text(backTitle).lineLimit(1)
              }
            }
            .padding(.leading, -8)
            .padding(.trailing, leading.isEmpty ? 0 : 16)
          }
          NavigationBarItems(items: leading)
          Spacer(minLength: 8)
          NavigationBarItems(items: trailing)
        }
        .buttonStyle(.borderless)
      }
      // The title is centred in the bar; the back chevron reaches 8 pt nearer the edge than items.
      .padding(.horizontal, 16)
      .frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
      if isLarge, let title {
        Text(title).font(.largeTitle.bold()).lineLimit(1)
          .padding(.horizontal, 16)
          .frame(maxWidth: .infinity, minHeight: 52, maxHeight: 52, alignment: .leading)
      }
      if let search {
        SearchField(search: search).padding(.horizontal, 16).padding(.top, 2).padding(.bottom, 10)
      }
      if showsHairline { Rectangle().fill(Color.separatorLine).frame(height: 0.5) }
    }
    .background(background)
  }
}

/// Toolbar items side by side, 16 pt apart (UIKit's spacing between bar button items).
struct NavigationBarItems: View {
  let items: [AnyView]

  var body: some View {
    HStack(spacing: 16) {
      ForEach(Array(items.indices), id: \.self) { items[$0] }
    }
    .fixedSize()
    .environment(\.labelStyle.isInToolbar, true)
  }
}

/// The toolbar at the bottom of a page (`.bottomBar` items): 44 pt high on the bar background
/// under a hairline, the items spread across it with flexible space between them (one item
/// sits at the leading edge), as UIKit's toolbar spaces SwiftUI's separate bottom-bar items.
struct BottomToolbar: View {
  let items: [AnyView]
  let background: Color

  var body: some View {
    VStack(spacing: 0) {
      Rectangle().fill(Color.separatorLine).frame(height: 0.5)
      HStack(spacing: 0) {
        ForEach(Array(items.indices), id: \.self) { index in
          if index > 0 { Spacer(minLength: 16) }
          items[index]
        }
        if items.count == 1 { Spacer(minLength: 0) }
      }
      .buttonStyle(.borderless)
      .environment(\.labelStyle.isInToolbar, true)
      .padding(.horizontal, 16)
      .frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
    }
    .background(background)
  }
}

/// Builds a page's bar from what its views said.
@MainActor
enum NavigationPageChrome {
  static func bar(for page: NavigationPage, index: Int, isLarge: Bool, titleBelow: String?) -> NavigationBar {
    let settings = page.bar
    let items = settings.toolbar
    func views(_ slot: ToolbarItemPlacement.Slot) -> [AnyView] {
      items.filter { $0.placement.slot == slot }.map(\.view)
    }
    let customBackground = settings.barBackgroundVisibility == .visible || settings.barBackground != nil
    let background: Color =
      settings.barBackgroundVisibility == .hidden
      ? .clear
      : settings.barBackground ?? (customBackground ? .barBackground : .clear)
    return NavigationBar(
      title: page.title, isLarge: isLarge,
      backTitle: index > 0 && !settings.backButtonHidden ? (titleBelow ?? "Back") : nil,
      back: { page.back() }, leading: views(.leading), trailing: views(.trailing), principal: views(.principal).first,
      search: settings.search, background: background,
      showsHairline: customBackground && settings.barBackgroundVisibility != .hidden)
  }
}
