import Foundation
import XvfbTestSupport

/// What the `layout` command promises for any input, checked independently of its own parser:
/// either valid output (status 0, nothing on stderr, a JSON array with one result per case and
/// one frame per item, every number finite, every frame the size of its box), or one clear
/// error (status 2, nothing on stdout, one short line on stderr naming the case and field when
/// the problem is inside a case). With `--strict`, status 3 lists violations and prints nothing.
enum LayoutOutcomeOracle {
  /// The problems with an outcome for `input`; empty when the promise holds.
  static func problems(input: [UInt8], status: Int32, stdout: [UInt8], stderr: String, strict: Bool) -> [String] {
    var problems: [String] = []
    switch status {
    case 0:
      if !stderr.isEmpty { problems.append("status 0 with stderr \(stderr.prefix(200))") }
      problems += checkResults(input: input, output: stdout)
    case 2:
      if !stdout.isEmpty { problems.append("status 2 with \(stdout.count) bytes on stdout (partial output)") }
      problems += checkError(stderr)
    case 3 where strict:
      if !stdout.isEmpty { problems.append("status 3 with output on stdout") }
      if !stderr.hasPrefix("layout contract violations (--strict):\n") {
        problems.append("status 3 without the violations header: \(stderr.prefix(200))")
      }
    default:
      problems.append("unexpected status \(status); stderr: \(stderr.prefix(300))")
    }
    return problems
  }

  /// Whether the command called `input` invalid JSON although a lenient parser (Foundation's)
  /// reads it: a candidate for `StrictJSON.validIndices`, which decides with a strict parser.
  /// Nesting beyond the documented 512 levels and unpaired surrogate escapes are rejected on
  /// purpose and are not candidates.
  static func calledInvalidButParses(input: [UInt8], stderr: String) -> Bool {
    stderr.contains("invalid JSON") && !stderr.contains("nesting deeper than")
      && !stderr.contains("unpaired UTF-16 surrogate")
      && (try? JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed])) != nil
  }

  /// The error: exactly one line, short, and shaped `[case N: ][field "F": ]problem`.
  static func checkError(_ stderr: String) -> [String] {
    var problems: [String] = []
    guard stderr.hasSuffix("\n") else { return ["the error does not end with a newline: \(stderr.prefix(200))"] }
    let line = stderr.dropLast()
    if line.isEmpty { problems.append("empty error message") }
    if line.contains("\n") { problems.append("more than one line on stderr: \(stderr.prefix(300))") }
    // Messages quote at most 80 characters of the input, so they stay short whatever it holds.
    if line.unicodeScalars.count > 400 { problems.append("error message of \(line.count) characters") }
    let shape = #/^(case \d+: )?(field "[^\n]*": )?[^\n]+$/#
    if (try? shape.wholeMatch(in: line)) == nil {
      problems.append("error not shaped `case N: field \"F\": …`: \(line.prefix(200))")
    }
    if line.lowercased().contains("fatal") || line.contains("Swift/") {
      problems.append("a runtime failure, not an error message: \(line.prefix(200))")
    }
    return problems
  }

  static func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
    a == b || abs(a - b) <= 1e-12 * max(abs(a), abs(b))
  }

  /// Status 0: the output is valid JSON, one result per input case, one frame per item, every
  /// number finite, every frame the size of its fixed box, every container size non-negative.
  static func checkResults(input: [UInt8], output: [UInt8]) -> [String] {
    guard output.last == UInt8(ascii: "\n") else { return ["output does not end with a newline"] }
    guard let results = try? JSONSerialization.jsonObject(with: Data(output)) as? [[String: Any]] else {
      return ["stdout is not a JSON array of objects: \(String(decoding: output.prefix(200), as: UTF8.self))"]
    }
    guard let cases = try? JSONSerialization.jsonObject(with: Data(input)) as? [[String: Any]] else {
      return ["status 0 for input that is not a JSON array of objects"]
    }
    guard results.count == cases.count else { return ["\(results.count) results for \(cases.count) cases"] }
    var problems: [String] = []
    for (index, (result, layoutCase)) in zip(results, cases).enumerated() {
      let items = (layoutCase["items"] as? [[NSNumber]])?.map { $0.map(\.doubleValue) } ?? []
      guard let size = result["size"] as? [Double], size.count == 2,
        let frames = result["frames"] as? [[Double]]
      else {
        problems.append("result \(index) is not {size, frames}")
        continue
      }
      if !size.allSatisfy({ $0.isFinite && $0 >= 0 }) { problems.append("result \(index) size \(size)") }
      if frames.count != items.count {
        problems.append("result \(index): \(frames.count) frames for \(items.count) items")
      }
      for (j, (frame, item)) in zip(frames, items).enumerated() {
        guard frame.count == 4, frame.allSatisfy(\.isFinite) else {
          problems.append("result \(index) frame \(j) is \(frame)")
          continue
        }
        // Foundation's JSONSerialization reads some long decimals a few ulps off (the command
        // reads them correctly rounded), so the sizes are compared to a relative 1e-12.
        if item.count == 2 && (!nearlyEqual(frame[2], item[0]) || !nearlyEqual(frame[3], item[1])) {
          problems.append("result \(index) frame \(j) \(frame) is not the box's size \(item)")
        }
      }
      if problems.count > 5 { break }
    }
    return problems
  }
}

/// A strict RFC 8259 judge: Python's `json` (Foundation's parser accepts trailing commas, so it
/// cannot judge alone). One python3 process checks a whole batch.
enum StrictJSON {
  struct JudgeFailed: Error, CustomStringConvertible {
    let description: String
  }

  /// Two inputs judged with every batch, so the judge is run and checked even when there is
  /// nothing else to judge: the first is valid JSON, the second (a trailing comma) is not.
  static let canaries: [[UInt8]] = [Array(#"[{"a": [1, 2.5e3, null]}]"#.utf8), Array("[1, 2,]".utf8)]

  /// The indices of `inputs` that are valid JSON (bare NaN/Infinity excluded). Throws when the
  /// judge fails or misjudges its canaries.
  static func validIndices(_ inputs: [[UInt8]]) throws -> [Int] {
    guard let python = App.which("python3") else {
      throw App.MissingTool(description: "python3 is not installed: apt-get install python3")
    }
    let lines = (canaries + inputs).map { Data($0).base64EncodedString() }.joined(separator: "\n")
    let script = """
      import sys, json, base64
      def bad(name): raise ValueError(name)
      for i, line in enumerate(sys.stdin.read().split("\\n")):
          try:
              text = base64.b64decode(line).decode("utf-8")
              json.loads(text, parse_constant=bad)
              print(i)
          except Exception:
              pass
      """
    let run = try runProcess(python, ["-c", script], stdin: Array(lines.utf8), timeout: 60)
    // A judge that crashed, timed out or printed something else has judged nothing: its
    // silence must not read as "every input invalid".
    guard run.status == 0, !run.timedOut, !run.signalled else {
      throw JudgeFailed(description: "the strict JSON judge (python3) failed: \(run.summary)")
    }
    let printed = run.stdoutText.split(separator: "\n")
    let indices = printed.compactMap { Int($0) }
    guard indices.count == printed.count, indices.allSatisfy({ (0..<(canaries.count + inputs.count)).contains($0) })
    else {
      throw JudgeFailed(
        description: "the strict JSON judge printed something other than input indices: \(run.stdoutText.prefix(300))")
    }
    guard indices.contains(0), !indices.contains(1) else {
      throw JudgeFailed(
        description:
          "the strict JSON judge misjudged its canaries (valid: \(indices.filter { $0 < canaries.count }), expected [0]); stderr: \(run.stderr.prefix(300))"
      )
    }
    return indices.filter { $0 >= canaries.count }.map { $0 - canaries.count }
  }
}
