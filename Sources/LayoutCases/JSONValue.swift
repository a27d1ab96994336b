/// A parsed JSON value, as the `layout` command reads it.
///
/// Numbers keep where they were written, so an error can quote them as the user wrote them.
/// `NaN`, `Infinity` and `-Infinity` written bare (as Python's `json` and JavaScript print them)
/// are not JSON, but they are read as `nonFinite` so that the error names the field ("expected a
/// finite number, got NaN") rather than a byte offset.
indirect enum JSONValue {
  case null
  case bool(Bool)
  /// The value (±∞ when the text overflows a double) and the text's byte range in the input.
  case number(Double, Range<Int>)
  case nonFinite(String)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])
}

struct JSONMember {
  var key: String
  var value: JSONValue
}

/// One step of the path to a value: an array index or an object key.
enum JSONPathComponent: Equatable {
  case index(Int)
  case key(String)
}
