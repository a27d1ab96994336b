import Foundation

/// A control that opens a URL (mirrors SwiftUI's `Link`), drawn as text in the tint. The
/// playground opens nothing: a click says on standard error which URL it would open.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    let destination = self.destination
    return Button(action: { LinkOpener.open(destination) }) { label }.buttonStyle(.borderless)
  }
}

/// What a link's click does instead of opening its URL (tests replace it).
@MainActor
enum LinkOpener {
  static var open: (URL) -> Void = { url in
    FileHandle.standardError.write(Data("layout-playground: would open URL \(url.absoluteString)\n".utf8))
  }
}

extension Link where Label == Text {
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
