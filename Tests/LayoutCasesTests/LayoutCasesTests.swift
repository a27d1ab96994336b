import Foundation
import LayoutCases
import LayoutCore
import Testing

@Suite struct RoundTrip {
  @Test func specExample() {
    let outcome = execute(
      """
      [{"layout": "flow", "width": 300, "height": null, "hspacing": 8, "vspacing": 8,
        "alignment": "leading", "items": [[50, 20], [120, 30]]}]
      """)
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardError == "")
    #expect(
      String(decoding: outcome.standardOutput, as: UTF8.self)
        == "[{\"size\": [178, 30], \"frames\": [[0, 0, 50, 20], [58, 0, 120, 30]]}]\n")
  }

  @Test func severalCasesOnePerLineInOrder() {
    let outcome = execute(
      """
      [{"layout": "zstack", "width": null, "height": null, "items": []},
       {"layout": "hstack", "width": null, "height": null, "spacing": 0, "items": [[1.5, 2], [0.1, 3]]}]
      """)
    #expect(outcome.exitCode == 0)
    #expect(
      String(decoding: outcome.standardOutput, as: UTF8.self) == """
        [{"size": [0, 0], "frames": []},
         {"size": [1.6, 3], "frames": [[0, 0.5, 1.5, 2], [1.5, 0, 0.1, 3]]}]

        """)
  }

  @Test func emptyArrayGivesEmptyArray() {
    let outcome = execute(" [ ] ")
    #expect(outcome.exitCode == 0)
    #expect(String(decoding: outcome.standardOutput, as: UTF8.self) == "[]\n")
  }

  @Test func numbersPrintShortestAndExact() {
    func text(_ value: Double) -> String {
      LayoutCases.encode([LayoutResult(size: CGSize(width: value, height: 0), frames: [])])
        .split(separator: UInt8(ascii: "["))[1].split(separator: UInt8(ascii: ","))
        .first.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    #expect(text(178) == "178")
    #expect(text(-0.0) == "0")
    #expect(text(-3) == "-3")
    #expect(text(0.1) == "0.1")
    #expect(text(1e-7) == "1e-07")
    #expect(text(1e20) == "100000000000000000000" || text(1e20) == "1e+20")
    #expect(text(9_007_199_254_740_994) == "9007199254740994")
    for value in [0.1 + 0.2, 1.0 / 3, 123.456, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 2.5e-8] {
      #expect(Double(text(value)) == value, "\(value) prints as \(text(value))")
    }
  }

  @Test func decodesDecimalsExactly() throws {
    let numbers = [
      "0.1", "123.456", "1e-7", "2.5E+3", "0.000123", "17976931348623157e292",
      "4.9e-324", "123456789012345678901234567890", "3.14159265358979323846264338327950288",
      "9007199254740993", "-0", "0.30000000000000004",
    ]
    let json =
      "[{\"layout\": \"zstack\", \"width\": null, \"height\": null, \"items\": [\(numbers.map { "[\($0 == "-0" ? "0" : $0), 0]" }.joined(separator: ", "))]}]"
    let cases = try LayoutCases.decode(Array(json.utf8))
    for (size, text) in zip(cases[0].items, numbers) where text != "-0" {
      #expect(Double(size.width) == Double(text)!, "\(text)")
    }
  }

  @Test func defaultsWhenOptionalFieldsAreAbsentOrNull() throws {
    let cases = try LayoutCases.decode(
      Array(
        """
        [{"layout": "flow", "width": 10, "height": null, "items": []},
         {"layout": "flow", "width": 10, "height": null, "hspacing": null, "vspacing": null,
          "alignment": null, "items": []},
         {"layout": "hstack", "width": null, "height": null, "spacing": null, "items": []}]
        """.utf8))
    for flow in cases[0...1] {
      #expect(flow.horizontalSpacing == 8 && flow.verticalSpacing == 8 && flow.alignment == .leading)
    }
    #expect(cases[2].spacing == nil)
  }
}

/// Each layout once, with expectations computed by hand in the comments.
@Suite struct EachLayout {
  func result(_ json: String) throws -> LayoutResult {
    let cases = try LayoutCases.decode(Array(json.utf8))
    return cases[0].run()
  }

  func check(_ json: String, size: CGSize, frames: [CGRect], tolerance: CGFloat = 1e-9) throws {
    let result = try result(json)
    #expect(
      abs(result.size.width - size.width) <= tolerance && abs(result.size.height - size.height) <= tolerance,
      "size \(result.size), expected \(size)")
    #expect(result.frames.count == frames.count)
    for (got, expected) in zip(result.frames, frames) {
      #expect(close(got, expected, tolerance), "frame \(got), expected \(expected)")
    }
  }

  @Test func flowCentred() throws {
    // Line 1: 50 + 10 + 60 = 120 (adding 10 + 120 would pass 200), centred: (200 − 120)/2 = 40.
    // Line 2 at y = 20 + 5, also 120 wide. Centre alignment reports the proposed width.
    try check(
      """
      [{"layout": "flow", "width": 200, "height": null, "hspacing": 10, "vspacing": 5,
        "alignment": "center", "items": [[50, 20], [60, 10], [120, 30]]}]
      """, size: CGSize(width: 200, height: 55),
      frames: [rect(40, 0, 50, 20), rect(100, 0, 60, 10), rect(40, 25, 120, 30)])
  }

  @Test func flowTrailingWithAnOverwideItem() throws {
    // The 150-wide item sits alone and overflows: x = 100 − 150 = −50, as in CSS.
    try check(
      """
      [{"layout": "flow", "width": 100, "height": null, "hspacing": 0, "vspacing": 0,
        "alignment": "trailing", "items": [[30, 10], [150, 10], [0, 5], [0, 5]]}]
      """, size: CGSize(width: 100, height: 25),
      frames: [rect(70, 0, 30, 10), rect(-50, 10, 150, 10), rect(100, 20, 0, 5), rect(100, 20, 0, 5)])
  }

  @Test func equalH() throws {
    // Cells of the largest ideal size, 50×20; container 2·50 + 10 = 110 wide. Each box is
    // centred in its cell: (25 − 15, 10 − 5) and (85 − 25, 0).
    try check(
      """
      [{"layout": "equal-h", "width": null, "height": null, "spacing": 10, "items": [[30, 10], [50, 20]]}]
      """, size: CGSize(width: 110, height: 20), frames: [rect(10, 5, 30, 10), rect(60, 0, 50, 20)])
  }

  @Test func equalVDefaultSpacing() throws {
    // 50×20 cells, default spacing 8: 2·20 + 8 = 48 high; second cell's centre at y = 20 + 8 + 10.
    try check(
      """
      [{"layout": "equal-v", "width": 500, "height": 500, "items": [[30, 10], [50, 20]]}]
      """, size: CGSize(width: 50, height: 48), frames: [rect(10, 5, 30, 10), rect(0, 28, 50, 20)])
  }

  @Test func spiral() throws {
    // Fills the 200×100 proposal; r = 50 around (100, 50). Child i of 4 at angle 4π·i/4 = πi,
    // radius 50·(1 − i/4): centres (150, 50), (62.5, 50), (125, 50), (87.5, 50).
    try check(
      """
      [{"layout": "spiral", "width": 200, "height": 100, "items": [[10, 10], [10, 10], [10, 10], [10, 10]]}]
      """, size: CGSize(width: 200, height: 100),
      frames: [rect(145, 45, 10, 10), rect(57.5, 45, 10, 10), rect(120, 45, 10, 10), rect(82.5, 45, 10, 10)],
      tolerance: 1e-9)
  }

  @Test func spiralUnspecifiedIsTenByTen() throws {
    let result = try result("[{\"layout\": \"spiral\", \"width\": null, \"height\": null, \"items\": [[2, 2]]}]")
    #expect(result.size == CGSize(width: 10, height: 10))
    #expect(result.frames == [rect(9, 4, 2, 2)])  // centre (5 + 5, 5)
  }

  @Test func hstack() throws {
    // Fixed boxes take their own widths: 20 + 4 + 30 = 54, not the proposed 100; centred
    // vertically on the tallest (40): y = 20 − 5 = 15.
    try check(
      """
      [{"layout": "hstack", "width": 100, "height": 100, "spacing": 4, "items": [[20, 10], [30, 40]]}]
      """, size: CGSize(width: 54, height: 40), frames: [rect(0, 15, 20, 10), rect(24, 0, 30, 40)])
  }

  @Test func vstackDefaultSpacing() throws {
    // 8 between boxes: y = 0 and 18; centred horizontally on the widest (30): x = 15 − 10 = 5.
    try check(
      """
      [{"layout": "vstack", "width": null, "height": null, "items": [[20, 10], [30, 40]]}]
      """, size: CGSize(width: 30, height: 58), frames: [rect(5, 0, 20, 10), rect(0, 18, 30, 40)])
  }

  @Test func zstack() throws {
    // Centred on each other: the union is 30×40; the small box at (15 − 10, 20 − 5).
    try check(
      """
      [{"layout": "zstack", "width": 300, "height": null, "items": [[20, 10], [30, 40]]}]
      """, size: CGSize(width: 30, height: 40), frames: [rect(5, 15, 20, 10), rect(0, 0, 30, 40)])
  }

  @Test func strictModeIsQuietForBuiltInLayouts() {
    let outcome = execute(
      """
      [{"layout": "flow", "width": 300, "height": null, "alignment": "center", "items": [[50, 20], [420, 30], [0, 0]]},
       {"layout": "hstack", "width": 10, "height": 10, "items": [[50, 20], [120, 30]]},
       {"layout": "spiral", "width": 200, "height": 200, "items": [[35, 35], [35, 35], [35, 35]]},
       {"layout": "equal-v", "width": null, "height": null, "items": [[5, 2], [3, 9]]}]
      """, strict: true)
    #expect(outcome.exitCode == 0, "\(outcome.standardError)")
    #expect(outcome.standardError == "")
  }

  @Test func hundredThousandItems() throws {
    var json = "[{\"layout\": \"flow\", \"width\": 1000, \"height\": null, \"items\": ["
    var state: UInt32 = 2_463_534_242
    func next() -> UInt32 {
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return state
    }
    for i in 0..<100_000 {
      if i > 0 { json += ", " }
      json += "[\(20 + next() % 101), \(20 + next() % 21).5]"
    }
    json += "]}]"
    let clock = ContinuousClock()
    var outcome: LayoutCases.Outcome?
    let elapsed = clock.measure { outcome = LayoutCases.execute(input: Array(json.utf8)) }
    #expect(outcome?.exitCode == 0)
    let output = try JSONSerialization.jsonObject(with: Data(outcome?.standardOutput ?? [])) as? [[String: Any]]
    #expect((output?[0]["frames"] as? [[Double]])?.count == 100_000)
    // Generous: this is a debug build on a shared machine (release takes a few tens of ms).
    #expect(elapsed < .seconds(10), "took \(elapsed)")
  }
}
