/// `--items N`: how many tags, suggestions or circles the Flow, Chips and Spiral demos start with.
package enum ItemCount {
  /// The most a demo may be asked for: enough to measure scaling, few enough that a typo such as
  /// an extra zero does not leave the window building views for minutes.
  package static let range = 0...100_000

  /// Parses a whole number in `range`, or says what is wrong with it.
  package static func parse(_ text: String) throws(CommandLineError) -> Int {
    guard let value = Int(text) else {
      throw CommandLineError("items \"\(text)\" is not a whole number")
    }
    guard range.contains(value) else {
      throw CommandLineError("items \"\(text)\" is outside \(range.lowerBound)…\(range.upperBound)")
    }
    return value
  }
}
