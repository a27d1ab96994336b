import Testing

@testable import LayoutCore

/// The one JSON string writer, checked against RFC 8259's escaping rules.
@Suite struct JSONStringTests {
  @Test func quotesBackslashesAndControlCharactersAreEscaped() {
    #expect(JSONString.quoted("a\"b\\c") == #""a\"b\\c""#)
    #expect(JSONString.quoted("\n\r\t") == #""\n\r\t""#)
    #expect(JSONString.quoted("\u{0}\u{1f}\u{7f}") == #""\u0000\u001f\u007f""#)
  }

  @Test func everythingElseIsWrittenAsIs() {
    #expect(JSONString.quoted("Exercise 💪 / é 中文 \u{200D}") == "\"Exercise 💪 / é 中文 \u{200D}\"")
  }

  @Test func aLimitCutsAtThatManyCharactersAndSaysSo() {
    #expect(JSONString.quoted("abcdef", limit: 3) == "\"abc…\"")
    #expect(JSONString.quoted("abc", limit: 3) == "\"abc\"")
    #expect(JSONString.quoted(String(repeating: "x", count: 100)).count == 102, "no limit: nothing is cut")
  }
}
