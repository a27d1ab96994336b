import Synchronization

/// The design-time literal table of code opened with `layout-playground open`.
///
/// The opened files' literals are compiled as lookups here (`__designTimeInteger("#0_3",
/// fallback: 8)`, as Xcode's previews spell them): when a save changes only literal values, the
/// window puts the new values in this table and evaluates every body again, with no build and
/// with state kept. A key without a value gives the literal the code was built with; so does a
/// value the literal's type cannot take (a `StaticString`, an integer out of an `Int8`'s range).
/// Not for use in your own code: the name starts with an underscore, as SwiftUI's own plumbing
/// does.
public enum _PlaygroundLiterals {
  private struct Table {
    var values: [String: DesignTimeValue] = [:]
    /// Counts replacements, so a reader can tell that the table changed since it looked.
    var generation = 0
    /// While a preview is made (`recordingReads`): the keys read, with what they gave.
    var reads: [String: DesignTimeValue?]?
  }

  /// Read from any thread the user's code runs on; written by the window's main thread.
  private static let table = Mutex(Table())

  /// Replaces the whole table (a new build empties it).
  package static func replace(with values: [String: DesignTimeValue]) {
    table.withLock {
      $0.values = values
      $0.generation += 1
    }
  }

  package static var generation: Int { table.withLock { $0.generation } }

  /// The value of `key` now (nil: the built literal).
  package static func current(_ key: String) -> DesignTimeValue? { table.withLock { $0.values[key] } }

  /// Runs `body` and returns the keys it read with their values: a preview made from literals
  /// is made again when one of them changes (`PreviewContent`).
  package static func recordingReads<Result>(_ body: () -> Result) -> (Result, [String: DesignTimeValue?]) {
    table.withLock { $0.reads = [:] }
    let result = body()
    let reads = table.withLock { table in
      defer { table.reads = nil }
      return table.reads ?? [:]
    }
    return (result, reads)
  }

  private static func value(_ key: String) -> DesignTimeValue? {
    table.withLock { table in
      let value = table.values.isEmpty ? nil : table.values[key]
      if table.reads != nil { table.reads?[key] = .some(value) }
      return value
    }
  }

  public static func integer<T: ExpressibleByIntegerLiteral>(_ key: String, fallback: T) -> T {
    guard case .integer(let number) = value(key) else { return fallback }
    return DesignTimeValue.integer(number, as: T.self) ?? fallback
  }

  public static func float<T: ExpressibleByFloatLiteral>(_ key: String, fallback: T) -> T {
    guard case .float(let number) = value(key) else { return fallback }
    return DesignTimeValue.float(number, as: T.self) ?? fallback
  }

  public static func string<T: ExpressibleByStringLiteral>(_ key: String, fallback: T) -> T {
    guard case .string(let text) = value(key), let literal = text as? T.StringLiteralType else { return fallback }
    return T(stringLiteral: literal)
  }

  public static func boolean<T: ExpressibleByBooleanLiteral>(_ key: String, fallback: T) -> T {
    guard case .boolean(let truth) = value(key), let literal = truth as? T.BooleanLiteralType else {
      return fallback
    }
    return T(booleanLiteral: literal)
  }
}

/// One value of the design-time literal table.
package enum DesignTimeValue: Equatable, Sendable {
  case integer(Int)
  case float(Double)
  case string(String)
  case boolean(Bool)

  /// `number` as a `T`, through `T`'s own literal type (`Int` for most, `Int64` for `Double`);
  /// nil when it does not fit.
  static func integer<T: ExpressibleByIntegerLiteral>(_ number: Int, as type: T.Type) -> T? {
    if let same = number as? T { return same }
    func exactly<I: BinaryInteger>(_ literalType: I.Type) -> I? { I(exactly: number) }
    guard let literalType = T.IntegerLiteralType.self as? any BinaryInteger.Type,
      let literal = exactly(literalType) as? T.IntegerLiteralType
    else { return nil }
    return T(integerLiteral: literal)
  }

  /// `number` as a `T`, through `T`'s own literal type (`Double`, `Float` for `Float`).
  static func float<T: ExpressibleByFloatLiteral>(_ number: Double, as type: T.Type) -> T? {
    if let same = number as? T { return same }
    func converted<F: BinaryFloatingPoint>(_ literalType: F.Type) -> F { F(number) }
    guard let literalType = T.FloatLiteralType.self as? any BinaryFloatingPoint.Type,
      let literal = converted(literalType) as? T.FloatLiteralType
    else { return nil }
    return T(floatLiteral: literal)
  }
}
