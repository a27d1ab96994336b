import Foundation
import Synchronization

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
