import Foundation
import LayoutCases
import Testing
import XvfbTestSupport

/// Issue item 1: the `layout` command under hostile input. Every run ends in valid output or one
/// clear error with status 2, within a time bound; never a crash, a hang or partial output.
@Suite("layout command fuzzing")
struct LayoutFuzzTests {
  static let seed: UInt64 = 0x5EED_2026
  /// In-process cases per run; `LONG_SOAK=1` runs ten times as many.
  static let inProcessCases = Soak.scale(short: 3000, long: 30_000)

  @Test("Thousands of seeded malformed and extreme inputs, in process: output or one error")
  func inProcessFuzz() throws {
    var failures: [String] = []
    var calledInvalid: [(index: Int, bytes: [UInt8], message: String)] = []
    var statuses: [Int32: Int] = [:]
    var slowest = (seconds: 0.0, index: 0)
    for index in 0..<Self.inProcessCases {
      let input = LayoutInputFuzzer.input(seed: Self.seed, index: index)
      let strict = index % 4 == 0
      let started = DispatchTime.now().uptimeNanoseconds
      let outcome = LayoutCases.execute(input: input.bytes, strict: strict)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
      if seconds > slowest.seconds { slowest = (seconds, index) }
      statuses[outcome.exitCode, default: 0] += 1
      var problems = LayoutOutcomeOracle.problems(
        input: input.bytes, status: outcome.exitCode, stdout: outcome.standardOutput,
        stderr: outcome.standardError, strict: strict)
      if seconds > 2 { problems.append("took \(seconds) s") }
      if LayoutOutcomeOracle.calledInvalidButParses(input: input.bytes, stderr: outcome.standardError) {
        calledInvalid.append((index, input.bytes, outcome.standardError))
      }
      // The same input twice gives the same answer (no hidden state between runs).
      if index % 50 == 0 {
        let again = LayoutCases.execute(input: input.bytes, strict: strict)
        if again.standardOutput != outcome.standardOutput || again.exitCode != outcome.exitCode {
          problems.append("a second run differs")
        }
      }
      if !problems.isEmpty, failures.count < 20 {
        failures.append(
          "seed \(Self.seed) case \(index) (\(input.recipe), strict: \(strict)): \(problems.joined(separator: "; "))\n"
            + "    input: \(String(decoding: input.bytes.prefix(300), as: UTF8.self).debugDescription)")
      }
    }
    // Valid JSON must never be called invalid.
    for valid in try StrictJSON.validIndices(calledInvalid.map(\.bytes)) {
      let wrong = calledInvalid[valid]
      failures.append("seed \(Self.seed) case \(wrong.index): valid JSON reported as invalid: \(wrong.message)")
    }
    #expect(failures.isEmpty, "\(failures.count) failing inputs:\n\(failures.joined(separator: "\n"))")
    // The generator must really exercise both outcomes.
    #expect(statuses[0, default: 0] > Self.inProcessCases / 10, "statuses \(statuses)")
    #expect(statuses[2, default: 0] > Self.inProcessCases / 2, "statuses \(statuses)")
    #expect(slowest.seconds < 2, "slowest case \(slowest.index): \(slowest.seconds) s")
    print(
      "fuzz: \(Self.inProcessCases) inputs, statuses \(statuses.sorted { $0.key < $1.key }), slowest \(String(format: "%.3f", slowest.seconds)) s (case \(slowest.index))"
    )
  }

  /// A million boxes in one case: each layout answers within the bound, with a frame per box.
  @Test("A million items: every layout answers within the time bound", arguments: ["flow", "hstack", "spiral"])
  func millionItems(layout: String) {
    let input = Self.millionItemInput(layout: layout)
    let started = Date()
    let outcome = LayoutCases.execute(input: input)
    let seconds = Date().timeIntervalSince(started)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(seconds < 45, "took \(seconds) s")
    // The output holds a million frames: count the frame openings rather than parse 40 MB.
    let frames = outcome.standardOutput.split(separator: UInt8(ascii: "[")).count
    #expect(frames >= 1_000_000)
  }

  /// A million items, one of them broken at the very end: one error, nothing on stdout.
  @Test("A million items with the last one negative: one error naming it")
  func millionItemsLastBroken() {
    let input = Self.millionItemInput(layout: "vstack", lastHeight: "-2")
    let outcome = LayoutCases.execute(input: input)
    #expect(outcome.exitCode == 2)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError == "case 0: field \"items[999999][1]\": expected a finite non-negative number, got -2\n")
  }

  static func millionItemInput(layout: String, lastHeight: String? = nil) -> [UInt8] {
    var input = Array("[{\"layout\": \"\(layout)\", \"width\": 800, \"height\": 600, \"items\": [".utf8)
    input.reserveCapacity(8_000_100)
    for i in 0..<1_000_000 {
      if i > 0 { input.append(UInt8(ascii: ",")) }
      let height = i == 999_999 ? lastHeight ?? "\(i % 13)" : "\(i % 13)"
      input += Array("[\(i % 97), \(height)]".utf8)
    }
    input += Array("]}]".utf8)
    return input
  }

  /// Boxes whose sizes add up past a double's range have no representable answer: the command
  /// says so (status 2) rather than print the engine's clamped size (0) as if it were one.
  @Test(
    "Sizes that overflow a double when added: one error, never a clamped wrong answer",
    arguments: LayoutInputFuzzer.layouts)
  func overflowingSums(layout: String) {
    let items = "[[1e308, 1e308], [1e308, 1e308], [5, 5]]"
    for (width, height) in [("null", "null"), ("300", "300"), ("null", "300"), ("300", "null")] {
      let json = #"[{"layout": "\#(layout)", "width": \#(width), "height": \#(height), "items": \#(items)}]"#
      for strict in [false, true] {
        let outcome = LayoutCases.execute(input: Array(json.utf8), strict: strict)
        let wrong = LayoutOutcomeOracle.problems(
          input: Array(json.utf8), status: outcome.exitCode, stdout: outcome.standardOutput,
          stderr: outcome.standardError, strict: strict)
        #expect(wrong.isEmpty, "\(layout) \(width)×\(height): \(wrong)")
        guard outcome.exitCode == 0 else {
          #expect(
            outcome.standardError
              == "case 0: field \"items\": the sizes are too large: the layout's result overflows a double\n",
            "\(layout) \(width)×\(height) strict \(strict): \(outcome.standardError)")
          continue
        }
        // An answer must be one: a container that holds boxes of 1e308 is not 0 wide or high.
        let text = String(decoding: outcome.standardOutput, as: UTF8.self)
        let result = try? JSONSerialization.jsonObject(with: Data(outcome.standardOutput)) as? [[String: Any]]
        let size = result?.first?["size"] as? [Double] ?? []
        #expect(
          size.count == 2 && size.allSatisfy { $0 > 0 },
          "\(layout) \(width)×\(height) strict \(strict): \(text.prefix(200))")
      }
    }
  }

  @Test("A million nested arrays and a 10 MB string are errors, not stack overflows")
  func hugeGarbage() {
    let deep = Array(repeating: UInt8(ascii: "["), count: 1_000_000)
    let outcome = LayoutCases.execute(input: deep)
    #expect(outcome.exitCode == 2 && outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains("nesting deeper than"))
    let long =
      Array("[{\"layout\": \"".utf8) + Array(repeating: UInt8(ascii: "x"), count: 10_000_000) + Array("\"}]".utf8)
    let named = LayoutCases.execute(input: long)
    #expect(named.exitCode == 2 && named.standardOutput.isEmpty)
    #expect(LayoutOutcomeOracle.checkError(named.standardError).isEmpty, "\(named.standardError.prefix(300))")
  }
}

/// The same promise through the real binary: exit statuses, empty stdout on errors, and the
/// same bytes as the in-process run.
@Suite("layout command fuzzing through the binary", .serialized)
struct LayoutBinaryFuzzTests {
  @Test("Dozens of generated inputs as subprocesses: status 0 or 2, no partial output, same as in process")
  func binaryFuzz() throws {
    let binary = try App.requireBinary()
    var failures: [String] = []
    var statuses: [Int32: Int] = [:]
    for index in 0..<40 {
      let input = LayoutInputFuzzer.input(seed: LayoutFuzzTests.seed ^ 0xB1, index: index)
      let strict = index % 5 == 0
      let run = try runProcess(binary, ["layout"] + (strict ? ["--strict"] : []), stdin: input.bytes, timeout: 20)
      statuses[run.status, default: 0] += 1
      var problems = LayoutOutcomeOracle.problems(
        input: input.bytes, status: run.status, stdout: run.stdout, stderr: run.stderr, strict: strict)
      if run.signalled || run.timedOut { problems.append("crashed or hung: \(run.summary)") }
      let expected = LayoutCases.execute(input: input.bytes, strict: strict)
      if run.status != expected.exitCode || run.stdout != expected.standardOutput
        || run.stderr != expected.standardError
      {
        problems.append("differs from the in-process run (status \(run.status) vs \(expected.exitCode))")
      }
      if !problems.isEmpty {
        failures.append("case \(index) (\(input.recipe)): \(problems.joined(separator: "; "))")
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(statuses[0, default: 0] > 0 && statuses[2, default: 0] > 0, "statuses \(statuses)")
  }

  @Test("A million items through the binary: output within the bound; broken: exit 2, empty stdout")
  func binaryMillion() throws {
    let binary = try App.requireBinary()
    let input = LayoutFuzzTests.millionItemInput(layout: "flow")
    let ok = try runProcess(binary, ["layout"], stdin: input, timeout: 60)
    #expect(ok.status == 0 && !ok.signalled, "\(ok.summary)")
    #expect(ok.stderr.isEmpty)
    #expect(ok.stdout.last == UInt8(ascii: "\n") && ok.stdout.count > 10_000_000)
    var broken = input
    broken.removeLast(3)  // unterminated: "…[26, 0]"
    let bad = try runProcess(binary, ["layout", "--input", "-"], stdin: broken, timeout: 60)
    #expect(bad.status == 2 && bad.stdout.isEmpty, "\(bad.summary)")
    #expect(
      bad.stderr
        == "case 0: field \"items\": invalid JSON at line 1, column \(broken.count + 1): unexpected end of input, expected ',' or ']' after element 999999\n"
    )
  }

  @Test("Unreadable input file and invalid UTF-8 file: exit 2, one line, nothing on stdout")
  func unreadableFiles() throws {
    let binary = try App.requireBinary()
    let missing = try runProcess(binary, ["layout", "--input", "/nonexistent/cases.json"], timeout: 10)
    #expect(
      missing.status == 2 && missing.stdout.isEmpty && LayoutOutcomeOracle.checkError(missing.stderr).isEmpty,
      "\(missing.summary)")
    let directory = try runProcess(binary, ["layout", "--input", "/tmp"], timeout: 10)
    #expect(
      directory.status == 2 && directory.stdout.isEmpty && LayoutOutcomeOracle.checkError(directory.stderr).isEmpty,
      "\(directory.summary)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("rel-\(UUID().uuidString).json")
    try Data([0x5B, 0x22, 0xFF, 0xFE, 0x22, 0x5D]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let utf8 = try runProcess(binary, ["layout", "--input", file.path], timeout: 10)
    #expect(utf8.status == 2 && utf8.stdout.isEmpty && utf8.stderr.contains("invalid UTF-8"), "\(utf8.summary)")
  }
}
