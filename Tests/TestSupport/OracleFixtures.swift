import Foundation

/// One input case of the Chrome oracle, in the `layout` command's input format.
public struct OracleCase: Decodable, Sendable {
  public var layout: String
  public var width: Double?
  public var height: Double?
  public var hspacing: Double
  public var vspacing: Double
  public var alignment: String
  public var items: [[Double]]
}

/// What Chrome computed for a case: the container's size, each item's origin, and the
/// tolerance the case allows.
public struct OracleExpectation: Decodable, Sendable {
  public var size: [Double]
  public var origins: [[Double]]
  public var tol: Double
}

/// The public Chrome fixtures (`cases-public.json` and `expected-public.json`), decoded one way
/// for every test target.
public struct OracleFixtures: Sendable {
  public var cases: [OracleCase] = []
  public var expected: [OracleExpectation] = []
  /// Why the fixtures could not be read, if they could not.
  public var loadError: String?

  public init(cases: [OracleCase] = [], expected: [OracleExpectation] = [], loadError: String? = nil) {
    self.cases = cases
    self.expected = expected
    self.loadError = loadError
  }

  /// The fixtures' folder in the package (LayoutCoreTests also bundles it as a resource).
  public static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("LayoutCoreTests/Fixtures")

  /// The input cases' file.
  public static var casesFile: URL { folder.appendingPathComponent("cases-public.json") }

  /// Reads both files from `folder`; a failure is kept in `loadError` so every test that uses
  /// the fixtures fails with the same sentence.
  public static func load(from folder: URL = folder) -> OracleFixtures {
    do {
      let decoder = JSONDecoder()
      let cases = try decoder.decode(
        [OracleCase].self, from: Data(contentsOf: folder.appendingPathComponent("cases-public.json")))
      let expected = try decoder.decode(
        [OracleExpectation].self, from: Data(contentsOf: folder.appendingPathComponent("expected-public.json")))
      return OracleFixtures(cases: cases, expected: expected)
    } catch {
      return OracleFixtures(loadError: "the Chrome fixtures in \(folder.path) could not be read: \(error)")
    }
  }
}
