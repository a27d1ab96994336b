import Foundation
import LayoutCore

/// One input case of the Chrome oracle (the `layout` command's format, docs/command-line.md).
struct OracleCase: Decodable, Sendable {
  var layout: String
  var width: Double?
  var height: Double?
  var hspacing: Double
  var vspacing: Double
  var alignment: String
  var items: [[Double]]
}

/// What Chrome computed for a case: container size, each item's origin, and the tolerance.
struct OracleExpectation: Decodable, Sendable {
  var size: [Double]
  var origins: [[Double]]
  var tol: Double
}

/// The public fixtures (docs/layout-semantics.md, “Chrome's rules”), parsed once for the whole run.
struct OracleFixtures: Sendable {
  var cases: [OracleCase] = []
  var expected: [OracleExpectation] = []
  var loadError: String?

  static let shared: OracleFixtures = load()

  private static func load() -> OracleFixtures {
    do {
      guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
        return OracleFixtures(loadError: "Fixtures folder missing from Bundle.module")
      }
      let decoder = JSONDecoder()
      let cases = try decoder.decode(
        [OracleCase].self, from: Data(contentsOf: folder.appendingPathComponent("cases-public.json")))
      let expected = try decoder.decode(
        [OracleExpectation].self,
        from: Data(contentsOf: folder.appendingPathComponent("expected-public.json")))
      return OracleFixtures(cases: cases, expected: expected)
    } catch {
      return OracleFixtures(loadError: "\(error)")
    }
  }
}

extension HorizontalAlignment {
  /// The oracle's alignment names.
  init?(oracleName: String) {
    switch oracleName {
    case "leading": self = .leading
    case "center": self = .center
    case "trailing": self = .trailing
    default: return nil
    }
  }
}
