import ArgumentParser
import Demos
import PlaygroundApp

/// `run` (the default): opens the playground window.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Open the playground window (the default command).")

  @Option(help: "The demo to open: flow, chips, equal or spiral.")
  var demo: DemoID = .flow

  @OptionGroup var window: WindowOptions

  func run() throws {
    let (demo, slow) = (demo, window.slowAnimations)
    try window.runWindow(title: "Layout Playground — \(demo.title)") { measurer in
      (PlaygroundSession(measurer: measurer, demo: demo, slowAnimations: slow), nil)
    }
  }
}
