import ArgumentParser
import Demos
import PlaygroundApp

/// `run` (the default): opens the playground window.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Open the playground window (the default command).")

  @Option(help: "The demo to open: flow, chips, equal or spiral.")
  var demo: DemoID = .flow

  @Option(
    help: ArgumentHelp(
      "How many tags (flow), suggestions (chips) or circles (spiral) the demos start with.", valueName: "N"),
    transform: parseItemCount)
  var items: Int?

  @OptionGroup var window: WindowOptions

  func run() throws {
    let (demo, slow, items, canvas) = (demo, window.slowAnimations, items, window.canvasOptions.canvas)
    try window.runWindow(title: "Layout Playground — \(demo.title)") { measurer in
      (PlaygroundSession(measurer: measurer, demo: demo, slowAnimations: slow, items: items, canvas: canvas), nil)
    }
  }
}
