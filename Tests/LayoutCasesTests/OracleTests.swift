import Foundation
import LayoutCases
import LayoutCore
import TestSupport
import Testing

/// The public Chrome oracle (240 flow cases), through the `layout` command's own path: the
/// fixture is decoded by `LayoutCases`, run, and compared with the per-case tolerance
/// (a duplicate of a LayoutCore test, on purpose).
@Suite struct ChromeOracle {

  /// Why `got` is not within the tolerance of `want`, or nil when it is.
  func mismatch(_ got: LayoutResult, _ want: OracleExpectation) -> String? {
    let tolerance = want.tol + 1e-9
    func near(_ a: CGFloat, _ b: Double) -> Bool { abs(Double(a) - b) <= tolerance }
    if got.frames.count != want.origins.count {
      return "\(got.frames.count) frames, expected \(want.origins.count)"
    }
    if !near(got.size.width, want.size[0]) || !near(got.size.height, want.size[1]) {
      return "size \(got.size), expected \(want.size)"
    }
    for (i, frame) in got.frames.enumerated() {
      let origin = want.origins[i]
      if !near(frame.minX, origin[0]) || !near(frame.minY, origin[1]) {
        return "item \(i) at \(frame.origin), expected \(origin)"
      }
    }
    return nil
  }

  @Test func everyPublicCaseMatchesChrome() throws {
    let input = try Data(contentsOf: OracleFixtures.casesFile)
    let fixtures = OracleFixtures.load()
    try #require(fixtures.loadError == nil, "\(fixtures.loadError ?? "")")
    let expected = fixtures.expected
    let cases = try LayoutCases.decode(Array(input))
    try #require(cases.count == 240 && expected.count == 240)
    var failures = 0
    for (index, (layoutCase, want)) in zip(cases, expected).enumerated() {
      let got = layoutCase.run()
      let problem = mismatch(got, want)
      if let problem {
        failures += 1
        Issue.record("case \(index): \(problem) (tol \(want.tol))")
      }
    }
    #expect(failures == 0)
  }

  /// The same through the encoder: the printed numbers read back to exactly the computed ones
  /// (read with `Double(String)`, which rounds correctly; Foundation's JSONSerialization on
  /// Linux does not).
  @Test func encodedOutputReadsBackToTheSameNumbers() throws {
    let input = try Data(contentsOf: OracleFixtures.casesFile)
    let outcome = LayoutCases.execute(input: Array(input))
    #expect(outcome.exitCode == 0)
    let text = String(decoding: outcome.standardOutput, as: UTF8.self)
    let printed = text.split(whereSeparator: { "[]{},: \n\"".contains($0) })
      .filter { $0 != "size" && $0 != "frames" }
    var computed: [Double] = []
    for result in LayoutCases.run(try LayoutCases.decode(Array(input))) {
      computed += [result.size.width, result.size.height].map { Double($0) }
      for frame in result.frames {
        computed += [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
      }
    }
    #expect(printed.count == computed.count)
    let mismatches = zip(printed, computed).filter { Double(String($0)) != $1 }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    // Valid JSON as far as Foundation is concerned, too.
    #expect(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput)) is [Any])
  }
}
