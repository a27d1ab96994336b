import Foundation
import LayoutCases
import Testing

/// Every class of malformed input gives one error naming the case and the field, exit status 2,
/// and nothing on stdout.
@Suite struct MalformedInput {
  /// A valid case to put before the broken one, so indices are not all 0.
  let good = #"{"layout": "flow", "width": 300, "height": null, "items": [[1, 2]]}"#

  func expectError(_ json: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expectError(Array(json.utf8), expected, sourceLocation: sourceLocation)
  }

  func expectError(_ bytes: [UInt8], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let outcome = LayoutCases.execute(input: bytes)
    #expect(outcome.exitCode == 2, sourceLocation: sourceLocation)
    #expect(outcome.standardOutput.isEmpty, sourceLocation: sourceLocation)
    #expect(outcome.standardError == expected + "\n", sourceLocation: sourceLocation)
  }

  @Test func theBriefsExample() {
    let items = #"[[1, 1], [2, 2], ["NaN", 3]]"#
    expectError(
      "[\(good), \(good), \(good), {\"layout\": \"flow\", \"width\": 10, \"height\": null, \"items\": \(items)}]",
      #"case 3: field "items[2][0]": expected a finite non-negative number, got "NaN""#)
  }

  @Test func invalidJSONGivesLineAndColumn() {
    expectError(
      #"[{"layout": "flow",}]"#,
      #"case 0: invalid JSON at line 1, column 20: unexpected '}', expected a key in double quotes"#)
    expectError(
      "[\(good),\n {\"layout\": \"flow\", \"items\": [[1, 2] [3, 4]]}]",
      #"case 1: field "items": invalid JSON at line 2, column 38: unexpected '[', expected ',' or ']' after element 0"#)
    expectError(
      #"[{"layout": "flow", "width": 01}]"#,
      #"case 0: field "width": invalid JSON at line 1, column 31: a number must not have leading zeros"#)
    expectError(
      #"[{"layout": "flow" "width": 1}]"#,
      #"case 0: invalid JSON at line 1, column 20: unexpected '"', expected ',' or '}' after the member "layout""#)
    expectError(
      #"[{"layout": 'flow'}]"#,
      #"case 0: field "layout": invalid JSON at line 1, column 13: unexpected ''', expected a value"#)
    expectError(
      #"[{"layout": "flow"}"#,
      #"invalid JSON at line 1, column 20: unexpected end of input, expected ',' or ']' after element 0"#)
    expectError(
      #"[{"layout": "fl"#,
      #"case 0: field "layout": invalid JSON at line 1, column 16: unexpected end of input inside a string"#)
    expectError("", "invalid JSON at line 1, column 1: the input is empty (expected a JSON array of cases)")
    expectError("[] []", "invalid JSON at line 1, column 4: unexpected '[' after the end of the top-level value")
    expectError(
      #"[{"layout": "fl\qow"}]"#,
      #"case 0: field "layout": invalid JSON at line 1, column 16: invalid escape sequence in a string"#)
    expectError(
      "[{\"layout\": \"fl\tow\"}]",
      #"case 0: field "layout": invalid JSON at line 1, column 16: a control character (byte 0x09) must be escaped in a string"#
    )
    expectError(
      #"[{"layout": "\ud800"}]"#,
      #"case 0: field "layout": invalid JSON at line 1, column 20: a \u escape holds an unpaired UTF-16 surrogate"#)
    expectError(
      #"[{"items": [1.]}]"#,
      #"case 0: field "items[0]": invalid JSON at line 1, column 15: unexpected ']', expected a digit after the decimal point"#
    )
    expectError(
      #"[{"items": [1e+]}]"#,
      #"case 0: field "items[0]": invalid JSON at line 1, column 16: unexpected ']', expected a digit in the exponent"#)
    expectError(
      #"[{"items": [-x]}]"#,
      #"case 0: field "items[0]": invalid JSON at line 1, column 14: unexpected 'x', expected a digit in a number"#)
    expectError(
      #"[{"items": [nul]}]"#,
      #"case 0: field "items[0]": invalid JSON at line 1, column 13: unexpected 'n', expected a value"#)
    expectError(
      #"[{"items": [12abc]}]"#,
      #"case 0: field "items[0]": invalid JSON at line 1, column 15: unexpected 'a' in a number"#)
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let depth = 100_000
    let json = "[{\"items\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]"
    let message = errorMessage(json) ?? ""
    #expect(message.hasPrefix("case 0: field \"items"), "\(message.prefix(100))")
    #expect(message.hasSuffix("nesting deeper than 512 levels"))
  }

  @Test func topLevelNotAnArray() {
    expectError(good, "expected a JSON array of cases at the top level, got an object")
    expectError(" 42 ", "expected a JSON array of cases at the top level, got 42")
    expectError(#""flow""#, #"expected a JSON array of cases at the top level, got "flow""#)
  }

  @Test func caseNotAnObject() {
    expectError("[\(good), 5]", "case 1: expected an object (a layout case), got 5")
    expectError("[\(good), \(good), [1, 2]]", "case 2: expected an object (a layout case), got an array of 2 elements")
    expectError("[null]", "case 0: expected an object (a layout case), got null")
  }

  @Test func unknownLayout() {
    expectError(
      #"[{"layout": "grid", "width": null, "height": null, "items": []}]"#,
      #"case 0: field "layout": unknown layout "grid" (expected one of flow, equal-h, equal-v, spiral, hstack, vstack, zstack)"#
    )
    expectError(
      #"[{"layout": 7, "width": null, "height": null, "items": []}]"#,
      #"case 0: field "layout": expected a string, one of flow, equal-h, equal-v, spiral, hstack, vstack, zstack, got 7"#
    )
  }

  @Test func unknownAlignment() {
    expectError(
      #"[\#(good), {"layout": "flow", "width": 9, "height": null, "alignment": "middle", "items": []}]"#,
      #"case 1: field "alignment": unknown alignment "middle" (expected leading, center, trailing)"#)
    expectError(
      #"[{"layout": "flow", "width": 9, "height": null, "alignment": true, "items": []}]"#,
      #"case 0: field "alignment": expected a string, one of leading, center, trailing, got true"#)
  }

  @Test func missingRequiredFields() {
    expectError(
      #"[{"width": 1, "height": 1, "items": []}]"#,
      #"case 0: field "layout": missing (required: one of flow, equal-h, equal-v, spiral, hstack, vstack, zstack)"#)
    expectError(
      #"[\#(good), {"layout": "flow", "height": null, "items": []}]"#,
      #"case 1: field "width": missing (required for every layout: a finite non-negative number, or null for unspecified)"#
    )
    expectError(
      #"[{"layout": "zstack", "width": null, "items": []}]"#,
      #"case 0: field "height": missing (required for every layout: a finite non-negative number, or null for unspecified)"#
    )
    expectError(
      #"[{"layout": "hstack", "width": null, "height": null}]"#,
      #"case 0: field "items": missing (required for every layout: an array of [width, height] pairs)"#)
  }

  @Test func fieldsThatDoNotBelongAndDuplicates() {
    expectError(
      #"[{"layout": "flow", "width": 1, "height": null, "spacing": 4, "items": []}]"#,
      #"case 0: field "spacing": not a field of layout "flow" (its fields: layout, width, height, hspacing, vspacing, alignment, items)"#
    )
    expectError(
      #"[{"layout": "zstack", "width": 1, "height": null, "hspaceing": 4, "items": []}]"#,
      #"case 0: field "hspaceing": not a field of layout "zstack" (its fields: layout, width, height, items)"#)
    expectError(
      #"[{"layout": "zstack", "width": 1, "width": 2, "height": null, "items": []}]"#,
      #"case 0: field "width": the key is written twice"#)
  }

  @Test func wrongTypes() {
    expectError(
      #"[{"layout": "flow", "width": "300", "height": null, "items": []}]"#,
      #"case 0: field "width": expected a finite non-negative number or null, got "300""#)
    expectError(
      #"[{"layout": "flow", "width": 1, "height": null, "vspacing": [], "items": []}]"#,
      #"case 0: field "vspacing": expected a finite non-negative number or null, got an array of 0 elements"#)
    expectError(
      #"[{"layout": "flow", "width": 1, "height": null, "items": {"a": 1}}]"#,
      #"case 0: field "items": expected an array of [width, height] pairs, got an object"#)
    expectError(
      #"[{"layout": "flow", "width": 1, "height": null, "items": null}]"#,
      #"case 0: field "items": expected an array of [width, height] pairs, got null"#)
    expectError(
      #"[{"layout": "flow", "width": 1, "height": null, "items": [[1, 2], 3]}]"#,
      #"case 0: field "items[1]": expected a [width, height] pair of numbers, got 3"#)
    expectError(
      #"[{"layout": "flow", "width": 1, "height": null, "items": [[1, 2, 3]]}]"#,
      #"case 0: field "items[0]": expected a [width, height] pair of numbers, got an array of 3 elements"#)
    expectError(
      #"[{"layout": "flow", "width": 1, "height": null, "items": [[1, false]]}]"#,
      #"case 0: field "items[0][1]": expected a finite non-negative number, got false"#)
    expectError(
      #"[{"layout": "flow", "width": 1, "height": null, "items": [[1, null]]}]"#,
      #"case 0: field "items[0][1]": expected a finite non-negative number, got null"#)
  }

  @Test func negativeSizesAndSpacing() {
    expectError(
      #"[{"layout": "flow", "width": 1, "height": null, "items": [[1, 1], [-5, 2]]}]"#,
      #"case 0: field "items[1][0]": expected a finite non-negative number, got -5"#)
    expectError(
      #"[{"layout": "flow", "width": -0.5, "height": null, "items": []}]"#,
      #"case 0: field "width": expected a finite non-negative number or null, got -0.5"#)
    expectError(
      #"[{"layout": "flow", "width": 1, "height": null, "hspacing": -1e-3, "items": []}]"#,
      #"case 0: field "hspacing": expected a finite non-negative number or null, got -1e-3"#)
    expectError(
      #"[{"layout": "vstack", "width": 1, "height": null, "spacing": -8, "items": []}]"#,
      #"case 0: field "spacing": expected a finite non-negative number or null, got -8"#)
  }

  @Test func nonFiniteNumbers() {
    let prefix = #"[{"layout": "flow", "width": 1, "height": null, "items": [[1, "#
    let message = #"case 0: field "items[0][1]": expected a finite non-negative number, got "#
    for (written, shown) in [
      ("NaN", "NaN"), ("Infinity", "Infinity"), ("-Infinity", "-Infinity"),
      (#""NaN""#, #""NaN""#), (#""Infinity""#, #""Infinity""#), (#""-inf""#, #""-inf""#),
    ] {
      expectError(prefix + written + "]]}]", message + shown)
    }
    expectError(
      #"[{"layout": "flow", "width": NaN, "height": null, "items": []}]"#,
      #"case 0: field "width": expected a finite non-negative number or null, got NaN"#)
    expectError(
      #"[{"layout": "flow", "width": 1, "height": Infinity, "items": []}]"#,
      #"case 0: field "height": expected a finite non-negative number or null, got Infinity"#)
  }

  @Test func numbersBeyondADouble() {
    expectError(
      #"[{"layout": "flow", "width": 1, "height": null, "items": [[1e400, 1]]}]"#,
      #"case 0: field "items[0][0]": expected a finite non-negative number, got 1e400 (beyond the range of a double)"#)
    expectError(
      #"[{"layout": "flow", "width": -1E+999, "height": null, "items": []}]"#,
      #"case 0: field "width": expected a finite non-negative number or null, got -1E+999 (beyond the range of a double)"#
    )
    let huge = "1" + String(repeating: "0", count: 400)
    expectError(
      #"[{"layout": "flow", "width": \#(huge), "height": null, "items": []}]"#,
      #"case 0: field "width": expected a finite non-negative number or null, got \#(huge.prefix(40))… (beyond the range of a double)"#
    )
    // Tiny numbers round to a double (to 0 below the smallest subnormal): no error.
    #expect(
      errorMessage(#"[{"layout": "flow", "width": 1e-400, "height": null, "items": [[4.9e-324, 1e-5000000000]]}]"#)
        == nil)
  }

  @Test func invalidUTF8() {
    func bytes(_ before: String, _ invalid: [UInt8], _ after: String) -> [UInt8] {
      Array(before.utf8) + invalid + Array(after.utf8)
    }
    expectError(
      bytes(#"[{"layout": "fl"#, [0xFF], #"ow"}]"#),
      #"case 0: field "layout": invalid JSON at line 1, column 16: invalid UTF-8 (byte 0xFF)"#)
    // Overlong encoding of '/', an encoded surrogate, a truncated sequence.
    expectError(
      bytes(#"[{"layout": ""#, [0xC0, 0xAF], #""}]"#),
      #"case 0: field "layout": invalid JSON at line 1, column 14: invalid UTF-8 (byte 0xC0)"#)
    expectError(
      bytes(#"[{"layout": ""#, [0xED, 0xA0, 0x80], #""}]"#),
      #"case 0: field "layout": invalid JSON at line 1, column 14: invalid UTF-8 (byte 0xED)"#)
    expectError(
      bytes(#"[{"la"#, [0xE2, 0x82], #""}]"#),
      #"case 0: invalid JSON at line 1, column 6: invalid UTF-8 (byte 0xE2)"#)
    expectError(
      bytes(#"[{"layout": "flow", "width": "#, [0x80], "}]"),
      #"case 0: field "width": invalid JSON at line 1, column 30: invalid UTF-8 (byte 0x80), expected a value"#)
    // Valid UTF-8 in the wrong place is named as a character.
    expectError(
      #"[{"layout": "flow", "width": é}]"#,
      #"case 0: field "width": invalid JSON at line 1, column 30: unexpected 'é', expected a value"#)
    // Valid UTF-8 in strings is fine, and quoted back in messages.
    expectError(
      #"[{"layout": "flöw ☀️", "width": 1, "height": null, "items": []}]"#,
      #"case 0: field "layout": unknown layout "flöw ☀️" (expected one of flow, equal-h, equal-v, spiral, hstack, vstack, zstack)"#
    )
    expectError(
      #"[{"layout": "\u0066low\n\ud83d\ude00", "width": 1, "height": null, "items": []}]"#,
      #"case 0: field "layout": unknown layout "flow\n😀" (expected one of flow, equal-h, equal-v, spiral, hstack, vstack, zstack)"#
    )
  }

  @Test func byteOrderMarkAndWhitespaceAreAccepted() {
    let outcome = LayoutCases.execute(input: [0xEF, 0xBB, 0xBF] + Array(" \r\n\t[]\n".utf8))
    #expect(outcome.exitCode == 0)
  }

  @Test func anErrorInTheLastCaseSuppressesAllOutput() {
    let cases = Array(repeating: good, count: 50).joined(separator: ", ")
    expectError(
      #"[\#(cases), {"layout": "flow", "width": 1, "height": null, "items": [[1, -1]]}]"#,
      #"case 50: field "items[0][1]": expected a finite non-negative number, got -1"#)
  }

  /// Each number is a finite double, but their sum is not: there is no answer to print (the
  /// engine's clamped size, 0, would be a wrong one), so it is an error, with or without
  /// `--strict`, and never inf or nan.
  @Test func overflowingSumsAreAnError() {
    let json =
      #"[\#(good), {"layout": "hstack", "width": null, "height": null, "items": [[1e308, 1], [1e308, 1], [1e308, 1]]}]"#
    for strict in [false, true] {
      let outcome = execute(json, strict: strict)
      #expect(outcome.exitCode == 2)
      #expect(outcome.standardOutput.isEmpty)
      #expect(
        outcome.standardError
          == "case 1: field \"items\": the sizes are too large: the layout's result overflows a double\n")
    }
  }
}

/// Hostile shapes must fail fast with a readable message, not hang or flood.
@Suite struct HostileInput {
  @Test func manyKeysAreCheckedInLinearTime() {
    let keys = (0..<100_000).map { "\"k\($0)\": 1" }.joined(separator: ", ")
    let clock = ContinuousClock()
    var message: String?
    let elapsed = clock.measure {
      message = errorMessage("[{\"layout\": \"zstack\", \(keys)}]")
    }
    #expect(message?.hasPrefix(#"case 0: field "k0": not a field of layout "zstack""#) == true)
    #expect(elapsed < .seconds(5))
    #expect(
      errorMessage("[{\"layout\": \"zstack\", \(keys), \"k7\": 2}]") == #"case 0: field "k7": the key is written twice"#
    )
  }

  @Test func longOrOddKeysAreShortenedAndEscapedInMessages() {
    let long = String(repeating: "x", count: 10_000)
    let message = errorMessage("[{\"layout\": \"zstack\", \"\(long)\": 1}]") ?? ""
    #expect(message.count < 300)
    #expect(
      errorMessage(#"[{"layout": "zstack", "a\"b\nc": 1}]"#)
        == #"case 0: field "a\"b\nc": not a field of layout "zstack" (its fields: layout, width, height, items)"#)
  }
}
