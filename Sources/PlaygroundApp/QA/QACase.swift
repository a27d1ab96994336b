/// One snapshot of a `qa` run (one preview in one variant) and what became of it: what
/// `results.json` lists and the report (`index.html`) shows. Paths are relative to the
/// artifacts folder (the `--report` folder), with `/` separators.
package struct QACase: Codable, Equatable, Sendable {
  /// What the comparison with the baseline found.
  package enum Status: String, Codable, Sendable {
    /// Matched its baseline (within the threshold).
    case passed
    /// Differed from its baseline beyond the threshold; the baseline was kept.
    case failed
    /// Had no baseline (one was written unless the record mode is `never`).
    case new
    /// Differed, or was recorded in mode `all`, and its baseline was rewritten.
    case recorded
  }

  /// The opened file's name without `.swift` (the baselines' folder under `--baselines`).
  package var file: String
  package var preview: String
  /// `Variant.suffix`: `""` for the default variant.
  package var variant: String
  /// `Variant.label`, shown on the case (`iphone · dark · rtl`).
  package var variantLabel: String
  /// Each axis of the spec with this case's value (`["scheme": "dark"]`), for the report's filters.
  package var axes: [String: String]
  package var status: Status
  /// Whether the baseline file was (re)written by this run.
  package var baselineWritten: Bool
  /// Differing pixels against the baseline (0 when there was none to compare).
  package var differingPixels: Int
  package var totalPixels: Int
  /// The share of pixels allowed to differ, in percent (`--threshold` or the preview's own).
  package var thresholdPercent: Double
  /// The snapshot this run rendered.
  package var actual: String
  /// A copy of the baseline compared with (nil when there was none).
  package var baseline: String?
  /// Changed pixels highlighted over a faded actual (nil when nothing differed).
  package var diff: String?
  /// This run's layout record (`LayoutRecord`).
  package var layout: String
  /// What changed and why (nil when nothing differed or there was no baseline record).
  package var why: String?
  /// Layout contract violations under `--strict`, one sentence each.
  package var violations: [String]

  package init(
    file: String, preview: String, variant: String, variantLabel: String, axes: [String: String], status: Status,
    baselineWritten: Bool, differingPixels: Int, totalPixels: Int, thresholdPercent: Double, actual: String,
    baseline: String?, diff: String?, layout: String, why: String?, violations: [String]
  ) {
    self.file = file
    self.preview = preview
    self.variant = variant
    self.variantLabel = variantLabel
    self.axes = axes
    self.status = status
    self.baselineWritten = baselineWritten
    self.differingPixels = differingPixels
    self.totalPixels = totalPixels
    self.thresholdPercent = thresholdPercent
    self.actual = actual
    self.baseline = baseline
    self.diff = diff
    self.layout = layout
    self.why = why
    self.violations = violations
  }
}
