/// The system clipboard as text fields use it (Ctrl-C, Ctrl-X, Ctrl-V). The X11 host provides
/// the CLIPBOARD selection; without a host, a clipboard that lives in the process.
@MainActor
package protocol Clipboard: AnyObject {
  /// Makes `text` the clipboard's content.
  func copy(_ text: String)
  /// The clipboard's text, or nil when it is empty or holds no text.
  func paste() -> String?
}

/// A clipboard inside the process (tests, and any scene a host gives none).
@MainActor
package final class ProcessClipboard: Clipboard {
  package private(set) var text: String?
  package init() {}
  package func copy(_ text: String) { self.text = text }
  package func paste() -> String? { text }
}
