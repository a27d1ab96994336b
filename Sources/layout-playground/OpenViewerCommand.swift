import ArgumentParser
import Demos
import Foundation
import PlaygroundApp
import PlaygroundUI

/// `open-viewer` (hidden): the window process of `open`. Its supervisor starts it, sends builds
/// and problems on its standard input, and starts it again with the last good build if the
/// previews' code traps. Prints `READY <window>` after the first frame and `PREVIEW <name>`
/// when the user picks another preview.
struct OpenViewerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open-viewer", abstract: "The window process of `open` (started by it).",
    shouldDisplay: false)

  @OptionGroup var window: WindowOptions
  @Option var preview: String?
  /// The asset catalogs of the opened code (found by `open`).
  @Option var catalog: [String] = []

  func run() throws {
    let (preview, slow, canvas) = (preview, window.slowAnimations, window.canvasOptions.canvas)
    AssetCatalog.use(catalogs: catalog)
    try window.runWindow(title: "Layout Playground — \(preview ?? "open")") { measurer in
      let session = OpenSession(measurer: measurer, preferredPreview: preview, slowAnimations: slow, canvas: canvas)
      session.onSelectionChange = { name in
        FileHandle.standardOutput.write(Data("PREVIEW \(name)\n".utf8))
      }
      let input = ViewerInput(session: session)
      // What the supervisor sent before the window existed (the first build) comes first.
      input.readAvailable()
      return (session, input.source)
    }
  }
}
