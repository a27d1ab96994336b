import Foundation

/// An image loaded from a URL (mirrors SwiftUI's `AsyncImage`). The playground has no network:
/// a `file://` URL loads at once (the phase is `.success`, or `.failure` when the file is not a
/// decodable image); any other URL stays in its placeholder, phase `.failure` with an error
/// that says so, and is said once on standard error. A nil URL is `.empty`, as in SwiftUI.
public struct AsyncImage<Content: View>: View, PrimitiveView {
  let url: URL?
  let scale: CGFloat
  let content: @MainActor (AsyncImagePhase) -> AnyView

  /// The image, or until it loads the default placeholder: a grey box filling its space.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    self.scale = scale
    content = { phase in
      if let image = phase.image { AnyView(image) } else { AnyView(AsyncImagePlaceholder()) }
    }
  }

  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    self.scale = scale
    self.content = { phase in
      if let image = phase.image { AnyView(content(image)) } else { AnyView(placeholder()) }
    }
  }

  /// The view `content` makes for the load's phase. Loading is immediate here, so the
  /// transaction's animation never runs.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.content = { phase in AnyView(content(phase)) }
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    context.resolve(content(AsyncImagePhase.loading(url, scale: scale)), role: .content)
  }
}

/// SwiftUI's default `AsyncImage` placeholder: a grey box that fills the space it is offered.
struct AsyncImagePlaceholder: View {
  var body: some View {
    Rectangle().fill(SystemPalette.systemGray5)
  }
}
