/// A navigation container (mirrors SwiftUI's deprecated `NavigationView`): on an iPhone it
/// behaves as a `NavigationStack` around its content, and so it does here in every style.
/// Given two or three views (sidebar and detail columns for an iPad), it makes them one page's
/// content, where an iPhone would show the first only.
public struct NavigationView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    NavigationStack { content }
  }
}

/// How a `NavigationView` arranges its views (mirrors SwiftUI's `NavigationViewStyle`); on an
/// iPhone every style is a stack.
public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: ColumnNavigationViewStyle { .init() }
}

extension View {
  /// Sets the style of navigation views in the view: all are stacks on an iPhone.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
