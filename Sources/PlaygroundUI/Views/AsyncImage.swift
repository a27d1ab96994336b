import Foundation
import Synchronization

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

/// Where an `AsyncImage` load stands (mirrors SwiftUI's `AsyncImagePhase`).
public enum AsyncImagePhase: Sendable {
  /// No image loaded (a nil URL).
  case empty
  case success(Image)
  case failure(any Error)

  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// The phase a load of `url` ends in, at once: files are read, nothing else is fetched.
  @MainActor static func loading(_ url: URL?, scale: CGFloat) -> AsyncImagePhase {
    guard let url else { return .empty }
    guard url.isFileURL else {
      AsyncImageLoadError.reportNoNetwork(url)
      return .failure(AsyncImageLoadError.noNetwork(url))
    }
    switch ImageStore.current.info(ofFile: url.path) {
    case .success: return .success(Image(picture: .file(url.path, scale: scale)))
    case .failure(let error):
      ImageStore.current.reportUndecodable(url.path, error)
      return .failure(AsyncImageLoadError.undecodable(url, error))
    }
  }
}

/// Why an `AsyncImage` shows its placeholder.
package enum AsyncImageLoadError: Error, Sendable, CustomStringConvertible {
  case noNetwork(URL)
  case undecodable(URL, ImageDecodingError)

  package var description: String {
    switch self {
    case .noNetwork(let url): "the playground has no network: \(url.absoluteString) is not fetched"
    case .undecodable(let url, let error): "\(url.path) is not a decodable image: \(error.message)"
    }
  }

  private static let reported = Mutex(Set<String>())

  /// Says once per URL on standard error that it is not fetched.
  static func reportNoNetwork(_ url: URL) {
    guard reported.withLock({ $0.insert(url.absoluteString).inserted }) else { return }
    FileHandle.standardError.write(
      Data("layout-playground: AsyncImage shows its placeholder: no network to fetch \(url.absoluteString)\n".utf8))
  }
}

/// SwiftUI's default `AsyncImage` placeholder: a grey box that fills the space it is offered.
struct AsyncImagePlaceholder: View {
  var body: some View {
    Rectangle().fill(SystemPalette.systemGray5)
  }
}
