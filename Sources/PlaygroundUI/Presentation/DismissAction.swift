/// Dismissing the current presentation (mirrors SwiftUI's `DismissAction`, read with
/// `@Environment(\.dismiss)`): in a sheet, cover, popover or alert it dismisses that
/// presentation (its binding becomes false or nil); on a page pushed onto a navigation stack it
/// goes back; elsewhere it does nothing, as in SwiftUI.
public struct DismissAction {
  let action: @MainActor () -> Void

  init(_ action: @escaping @MainActor () -> Void = {}) { self.action = action }

  @MainActor
  public func callAsFunction() { action() }
}

/// Whether a view is presented, and a way to dismiss it (mirrors SwiftUI's deprecated
/// `PresentationMode`, read as `@Environment(\.presentationMode)`).
public struct PresentationMode {
  public private(set) var isPresented: Bool
  let dismissAction: DismissAction

  @MainActor
  public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
  /// The presentation's mode as a binding (deprecated in SwiftUI for `dismiss` and `isPresented`).
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
