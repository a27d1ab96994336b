import ArgumentParser
import PlaygroundApp
import PlaygroundUI

/// `--device` and `--color-scheme`: what the content is shown on (`run`, `open`, `screenshot`).
struct CanvasOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Show the content on a device's screen, with its safe areas: \(Device.names.joined(separator: ", ")) (default: mac, the window itself).",
      valueName: "name"))
  var device: String?

  @Option(help: ArgumentHelp("The colour scheme: light (default) or dark.", valueName: "scheme"))
  var colorScheme: String?

  func validate() throws {
    do {
      if let device { _ = try Device.named(device) }
      if let colorScheme { _ = try CanvasSettings.colorScheme(named: colorScheme) }
    } catch {
      throw ValidationError(String(describing: error))
    }
  }

  /// The settings named (validated already).
  var canvas: CanvasSettings {
    CanvasSettings(
      device: device.flatMap { try? Device.named($0) },
      colorScheme: colorScheme.flatMap { try? CanvasSettings.colorScheme(named: $0) } ?? .light)
  }
}
