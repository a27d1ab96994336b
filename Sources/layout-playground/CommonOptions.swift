import ArgumentParser
import Demos
import Foundation
import PlaygroundApp
import UserCode

extension DemoID: ExpressibleByArgument {
  public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--size WxH`, parsed by `WindowSize(parsing:)` so a bad value is reported with what is wrong.
func parseWindowSize(_ argument: String) throws -> WindowSize {
  try WindowSize(parsing: argument)
}

/// `--items N`, parsed by `ItemCount.parse` so a bad value is reported with what is wrong.
func parseItemCount(_ argument: String) throws -> Int {
  try ItemCount.parse(argument)
}

/// Writes one line to standard error (Swift 6 forbids touching the C `stderr` global).
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Prints why a command failed and returns its exit status: an `OpenFailure`'s own (2 for
/// code that does not build), 1 for anything else (no X server, an unwritable file).
func reportFailure(_ error: any Error) -> Int32 {
  printError("layout-playground: \(error)")
  return (error as? OpenFailure)?.status ?? 1
}

/// `--platform`'s help: opened code is iOS code unless told otherwise.
let platformHelp = ArgumentHelp(
  "Compile opened code as ios (default) or macos: which `#if os(…)` branches are taken.", valueName: "platform")

/// `--platform ios|macos`; anything else is one sentence and status 2.
func parsePlatform(_ argument: String) throws -> TargetPlatform {
  guard let platform = TargetPlatform(argument: argument) else {
    throw ValidationError("--platform must be ios or macos, not \"\(argument)\"")
  }
  return platform
}

/// `--hang-limit SECONDS` (`open`, `screenshot --open`): how long the user's code may run
/// without returning to the event loop before it is stopped.
func parseHangLimit(_ argument: String) throws -> Double {
  guard let seconds = Double(argument), seconds.isFinite, seconds > 0 else {
    throw ValidationError("--hang-limit must be a number of seconds greater than 0, not \"\(argument)\"")
  }
  return seconds
}

let hangLimitHelp = ArgumentHelp(
  "Seconds your code may run without returning to the event loop before it is stopped and named (default 3).",
  valueName: "seconds")
