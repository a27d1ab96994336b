import ArgumentParser
import Foundation

/// The `layout-playground` command line (SPEC 4).
///
/// Subcommands live in their own files. Still to come, from the host side (add each to
/// `subcommands` below and make `run` the `defaultSubcommand`):
/// - `RunCommand` — `run [--demo NAME] [--size WxH] [--scale S] [--slow-animations] [--trace FILE]`
/// - `ScreenshotCommand` — `screenshot --demo NAME --size WxH [--at SECONDS] [--after ACTIONS] --output FILE.png`
/// - `BenchFramesCommand` — `bench-frames [--size WxH]`
///
/// Exit statuses: 0 success; 1 a runtime failure (no X server, …); 2 bad flags (usage text on
/// stderr) or malformed `layout` input; 3 `layout --strict` found contract violations.
@main
struct LayoutPlayground: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout-playground",
    abstract: "SwiftUI-style layouts, live in an X11 window.",
    // Other subcommands go here: RunCommand (the default), ScreenshotCommand, BenchFramesCommand.
    subcommands: [LayoutCommand.self])

  /// ArgumentParser exits with EX_USAGE (64) on bad flags; the SPEC asks for 2.
  static let usageExitCode: Int32 = 2

  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(usageExitCode)
      }
      exit(withError: error)
    }
  }
}
