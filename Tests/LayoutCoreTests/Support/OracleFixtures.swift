import Foundation
import LayoutCore
import TestSupport

extension OracleFixtures {
  /// The public fixtures as bundled with this test target, parsed once for the whole run.
  static let shared: OracleFixtures = {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      return OracleFixtures(loadError: "Fixtures folder missing from Bundle.module")
    }
    return load(from: folder)
  }()
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
