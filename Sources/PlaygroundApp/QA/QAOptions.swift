import Foundation
import PlaygroundUI

/// What `layout-playground qa` was asked (validated by the command).
package struct QAOptions: Sendable {
  package var paths: [String]
  /// The previews to render; empty: all.
  package var previews: [String]
  package var spec: VariantSpec?
  /// The command's device (nil: the plain window, which needs `size`).
  package var device: Device?
  package var size: CGSize?
  package var baselines: String
  package var mode: RecordMode
  /// The artifacts folder (`--report`, else a temporary one).
  package var artifacts: String
  package var threshold: QAThreshold
  package var scale: Double
  package var at: Double?
  package var strict: Bool
  package var junit: String?
  /// The command line, for results.json.
  package var command: String

  package init(
    paths: [String], previews: [String], spec: VariantSpec?, device: Device?, size: CGSize?, baselines: String,
    mode: RecordMode, artifacts: String, threshold: QAThreshold, scale: Double, at: Double?,
    strict: Bool, junit: String?, command: String
  ) {
    self.paths = paths
    self.previews = previews
    self.spec = spec
    self.device = device
    self.size = size
    self.baselines = baselines
    self.mode = mode
    self.artifacts = artifacts
    self.threshold = threshold
    self.scale = scale
    self.at = at
    self.strict = strict
    self.junit = junit
    self.command = command
  }
}
