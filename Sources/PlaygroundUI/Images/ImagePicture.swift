import Foundation

/// Where an `Image` that is not a symbol comes from.
package enum ImagePicture: Hashable, Sendable {
  /// An asset by name, looked up in the opened code's asset catalogs (`Image("name")`).
  case named(String)
  /// A file by path, at a scale (`UIImage(contentsOfFile:)`, `AsyncImage` of a `file://` URL).
  case file(String, scale: CGFloat)

  /// What the placeholder of a missing picture says.
  var label: String {
    switch self {
    case .named(let name): name
    case .file(let path, _): (path as NSString).lastPathComponent
    }
  }
}
