/// A `PreviewProvider`'s `previews` as Xcode's canvas lists them: each child of a `Group`, of
/// a builder block or of a `ForEach` is a preview of its own, and the `preview…` modifiers on a child (or on the
/// group around it) are its traits. The modifier nearest the view wins, as in SwiftUI.
@MainActor
enum PreviewSplitting {
  static func parts(of view: any View) -> [(view: any View, traits: PreviewTraits)] {
    if let container = view as? any PreviewContainer {
      return container.previewChildren.flatMap { parts(of: $0) }
    }
    if let carrier = view as? any PreviewTraitCarrier {
      // The inner parts first: the outer trait applies only where they left it unset.
      return parts(of: carrier.traitContent).map { part in
        var outer = PreviewTraits()
        carrier.traitModifier.apply(&outer)
        return (carrier.rewrapped(part.view), part.traits.overriding(outer))
      }
    }
    return [(view, PreviewTraits())]
  }
}

/// A view whose children are separate previews at the top of `previews`.
@MainActor
protocol PreviewContainer {
  var previewChildren: [any View] { get }
}

extension Group: PreviewContainer {
  var previewChildren: [any View] { [content] }
}

extension TupleView: PreviewContainer {
  var previewChildren: [any View] { children }
}

/// `ForEach(["iPhone SE (3rd generation)", "iPad Air"], id: \.self) { ContentView().previewDevice(…) }`
/// is how providers preview one view on several devices: one preview per element.
extension ForEach: PreviewContainer {
  var previewChildren: [any View] { data.map { content($0) } }
}

/// A view with a `preview…` modifier applied.
@MainActor
protocol PreviewTraitCarrier {
  var traitContent: any View { get }
  var traitModifier: PreviewTraitModifier { get }
  /// The modifier put back around one part (it draws nothing, but keeps the view's identity as
  /// the user wrote it).
  func rewrapped(_ part: any View) -> any View
}

extension ModifiedContent: PreviewTraitCarrier where Content: View, Modifier == PreviewTraitModifier {
  var traitContent: any View { content }
  var traitModifier: PreviewTraitModifier { modifier }
  func rewrapped(_ part: any View) -> any View {
    func wrap<V: View>(_ view: V) -> any View { view.modifier(modifier) }
    return wrap(part)
  }
}

extension PreviewTraits {
  /// These traits, with `outer`'s wherever these leave one at its default.
  func overriding(_ outer: PreviewTraits) -> PreviewTraits {
    var merged = self
    if !merged.layoutIsExplicit, outer.layoutIsExplicit { merged.layout = outer.layout }
    merged.deviceName = merged.deviceName ?? outer.deviceName
    merged.orientation = merged.orientation ?? outer.orientation
    merged.displayName = merged.displayName ?? outer.displayName
    return merged
  }
}
