import ArgumentParser
import Foundation
import LayoutCases

/// `layout [--input FILE|-] [--strict]`: lays out fixed-size boxes with a built-in layout and
/// prints the frames as JSON; needs no X server. See `LayoutCase` for the input's fields.
///
/// Exit statuses: 0 success (the results on stdout); 2 malformed input or an unreadable input
/// file (one error on stderr, nothing on stdout); 3 with `--strict`, contract violations (listed
/// on stderr, nothing on stdout).
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Lay out fixed-size boxes with a built-in layout and print the frames as JSON.",
    discussion: """
      The input is a JSON array of cases, for example
        [{"layout": "flow", "width": 300, "height": null, "hspacing": 8, "vspacing": 8,
          "alignment": "leading", "items": [[50, 20], [120, 30]]}]
      and the output an array of results in the same order:
        [{"size": [178, 30], "frames": [[0, 0, 50, 20], [58, 0, 120, 30]]}]
      Layouts: flow, equal-h, equal-v, spiral, hstack, vstack, zstack. Every case needs
      "layout", "width" and "height" (numbers, or null for unspecified) and "items"
      ([width, height] pairs). Optional (absent or null = default): flow's "hspacing" and
      "vspacing" (8) and "alignment" (leading, center, trailing); "spacing" for equal-h,
      equal-v (8), hstack and vstack (8 between boxes). Any other key is an error.
      Frames are in the container's own coordinates, its size as sizeThatFits returned it.
      A malformed case: one error naming the case and field, exit status 2, no output.
      """)

  @Option(help: ArgumentHelp("The JSON file of cases, or - for standard input.", valueName: "file|-"))
  var input: String = "-"

  @Flag(help: "Check the Layout contract; report violations on stderr and exit with status 3.")
  var strict = false

  func run() throws {
    let bytes: [UInt8]
    do {
      if input == "-" {
        bytes = Array(try FileHandle.standardInput.readToEnd() ?? Data())
      } else {
        bytes = Array(try Data(contentsOf: URL(fileURLWithPath: input)))
      }
    } catch {
      let reason = (error as NSError).localizedDescription
      FileHandle.standardError.write(Data("cannot read the input \(input): \(reason)\n".utf8))
      throw ExitCode(LayoutCases.ExitStatus.malformedInput)
    }
    let outcome = LayoutCases.execute(input: bytes, strict: strict)
    if !outcome.standardError.isEmpty {
      FileHandle.standardError.write(Data(outcome.standardError.utf8))
    }
    if !outcome.standardOutput.isEmpty {
      try FileHandle.standardOutput.write(contentsOf: outcome.standardOutput)
    }
    if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
  }
}
