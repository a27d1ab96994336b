import ArgumentParser
import Foundation
import X11Host

/// The `layout-playground` command line (see docs/command-line.md): thin wiring of
/// ArgumentParser commands over `PlaygroundApp`, `LayoutCases` and `X11Host`.
///
/// Subcommands live in their own files: `run` (the default), `screenshot`, `qa`, `layout` and
/// `bench-frames`.
///
/// Exit statuses: 0 success; 1 a runtime failure (no X server, …); 2 bad flags (usage text on
/// stderr) or malformed `layout` input; 3 `layout --strict` or `screenshot --strict` found
/// contract violations.
@main
struct LayoutPlayground: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout-playground",
    abstract: "SwiftUI-style layouts, live in an X11 window.",
    subcommands: [
      RunCommand.self, OpenCommand.self, OpenViewerCommand.self, ScreenshotCommand.self, QACommand.self,
      LayoutCommand.self,
      BenchFramesCommand.self,
    ],
    defaultSubcommand: RunCommand.self)

  /// ArgumentParser exits with EX_USAGE (64) on bad flags; docs/command-line.md, “Exit status”, promises 2.
  static let usageExitCode: Int32 = 2

  static func main() {
    // A parent (a test runner, a shell's job control) may hand us blocked signals; SIGTERM and
    // SIGINT must still end the app.
    var none = sigset_t()
    sigemptyset(&none)
    sigprocmask(SIG_SETMASK, &none, nil)
    // Nothing else runs this process's main queue: the window's event loop does.
    MainQueue.isRunByEventLoop = true
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
