/// Sheets, full-screen covers and popovers (mirrors SwiftUI's `sheet(isPresented:onDismiss:
/// content:)`, `sheet(item:onDismiss:content:)`, `fullScreenCover`, `popover` and
/// `presentationDetents`), drawn as on an iPhone: a sheet is a white card rising from the
/// bottom over the dimmed window, 10 pt below its top (or half the window high at the
/// `.medium` detent), with 10 pt rounded corners; a cover fills the window; a popover is a
/// sheet, as iOS presents one in compact width. Clicks on the dimming do nothing (a sheet is
/// dismissed by swiping it down on iOS; here by Escape, a button of the content calling
/// `dismiss`, or setting the binding to false).
extension View {
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    PresentationModifierView(
      content: self, isPresented: isPresented.wrappedValue, dismiss: PresentationBinding.dismiss(isPresented),
      onDismiss: onDismiss, layer: { SheetLayer(content: content(), isFullScreen: false) })
  }

  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return PresentationModifierView(
      content: self, isPresented: value != nil, dismiss: PresentationBinding.dismiss(item),
      onDismiss: onDismiss,
      layer: { SheetLayer(content: value.map { content($0).id($0.id) }, isFullScreen: false) })
  }

  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    PresentationModifierView(
      content: self, isPresented: isPresented.wrappedValue, dismiss: PresentationBinding.dismiss(isPresented),
      onDismiss: onDismiss, layer: { SheetLayer(content: content(), isFullScreen: true) })
  }

  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return PresentationModifierView(
      content: self, isPresented: value != nil, dismiss: PresentationBinding.dismiss(item),
      onDismiss: onDismiss,
      layer: { SheetLayer(content: value.map { content($0).id($0.id) }, isFullScreen: true) })
  }

  /// A popover: on an iPhone, a sheet (`arrowEdge` has no arrow to point).
  public func popover<Content: View>(
    isPresented: Binding<Bool>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// The heights the sheet around this view rests at: it is shown at the smallest.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    NavigationlessSheetSetting(content: self) { $0.detents = detents }
  }

  /// The heights the sheet around this view rests at, and the one it is at: `selection`'s
  /// (there is no dragging to change it).
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    let current = selection.wrappedValue
    return NavigationlessSheetSetting(content: self) {
      $0.detents = detents
      $0.selected = detents.contains(current) ? current : nil
    }
  }

  /// Whether the sheet around this view shows its grabber.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    NavigationlessSheetSetting(content: self) { $0.dragIndicator = visibility }
  }

  /// Whether the sheet around this view may be dismissed interactively: the playground has no
  /// swipe to dismiss, so this changes nothing.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// A height a sheet rests at (mirrors SwiftUI's `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case height(CGFloat)
  }
  let kind: Kind

  /// About half the window high.
  public static let medium = PresentationDetent(kind: .medium)
  /// The whole window but a gap at the top.
  public static let large = PresentationDetent(kind: .large)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

  /// The sheet's height in a window `height` high.
  func resolved(in height: CGFloat) -> CGFloat {
    switch kind {
    case .medium: height / 2
    case .large: height - SheetCardLayout.topGap
    case .fraction(let fraction): height * fraction
    case .height(let points): points
    }
  }
}

/// What a sheet's content says about the sheet (its detents and grabber), read at layout.
@MainActor
final class SheetSettings {
  var detents: Set<PresentationDetent> = [.large]
  var dragIndicator: Visibility = .automatic
  /// The detent chosen with `presentationDetents(_:selection:)`, if any.
  var selected: PresentationDetent?
}

/// Changes the settings of the sheet it is resolved in.
struct NavigationlessSheetSetting<Content: View>: View, PrimitiveView {
  let content: Content
  let change: @MainActor (SheetSettings) -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let sheet = context.environment.sheet { change(sheet) }
    return context.resolve(content, role: .modifier)
  }
}

/// A sheet or cover over the window: the dimming (a sheet's), then the card.
struct SheetLayer<Content: View>: View {
  let content: Content
  let isFullScreen: Bool
  private let settings = SheetSettings()

  init(content: Content, isFullScreen: Bool) {
    self.content = content
    self.isFullScreen = isFullScreen
  }

  var body: some View {
    if !isFullScreen {
      // Takes the clicks meant for the window below.
      Color.dimming.ignoresSafeArea().onTapGesture {}.transition(.opacity)
    }
    SheetCardLayout(settings: settings, isFullScreen: isFullScreen) {
      ZStack(alignment: .top) {
        content
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .environment(\.sheet, settings)
        SheetGrabber(settings: settings)
      }
      .background(Color.sheetBackground)
      .clipShape(RoundedRectangle(cornerRadius: isFullScreen ? 0 : 10))
      // Down to the screen's bottom edge, under the home indicator (a cover: to every edge).
      .ignoresSafeArea(.container, edges: isFullScreen ? .all : .bottom)
    }
    .transition(.move(edge: .bottom))
  }
}

/// The grabber at the top of a sheet that rests at more than one height (or asks for it).
struct SheetGrabber: View, PrimitiveView {
  let settings: SheetSettings

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    // The content resolved before: its detents are known.
    let shows =
      settings.dragIndicator == .visible || (settings.dragIndicator == .automatic && settings.detents.count > 1)
    guard shows else { return [] }
    return context.resolve(
      Capsule().fill(Color.secondary.opacity(0.5)).frame(width: 36, height: 5).padding(.top, 5), role: .content)
  }
}

/// Places a sheet's card at the bottom of the window, as high as its selected detent or else its
/// smallest (a cover: the whole window).
struct SheetCardLayout: Layout {
  /// Between the window's top and a large sheet's.
  static let topGap: CGFloat = 10
  let settings: SheetSettings
  let isFullScreen: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let card = subviews.first else { return }
    let height: CGFloat =
      isFullScreen
      ? bounds.height
      : MainActor.assumeIsolated {
        settings.selected?.resolved(in: bounds.height)
          ?? settings.detents.map { $0.resolved(in: bounds.height) }.min() ?? bounds.height - Self.topGap
      }
    let clamped = min(bounds.height, max(0, height))
    card.place(
      at: CGPoint(x: bounds.minX, y: bounds.maxY - clamped),
      proposal: ProposedViewSize(width: bounds.width, height: clamped))
  }
}

/// The sheet being resolved, for `presentationDetents` (nil outside a sheet).
struct SheetSettingsKey: EnvironmentKey {
  static let defaultValue: SheetSettings? = nil
}

extension EnvironmentValues {
  var sheet: SheetSettings? {
    get { self[SheetSettingsKey.self] }
    set { self[SheetSettingsKey.self] = newValue }
  }
}
