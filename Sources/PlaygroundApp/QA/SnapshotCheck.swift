import Foundation
import PlaygroundUI
import X11Host

/// One rendered snapshot checked against its baseline, off the main thread: encodes the PNG,
/// reads and compares the baseline, writes the artifacts and, as the record mode decides, the
/// baseline. Everything it needs is in its values, so it runs while the next case renders.
package struct SnapshotCheck: Sendable {
  package var file: String
  package var preview: String
  package var variant: Variant
  /// The spec's axis names, in order, for the case's `axes`.
  package var axisNames: [String]
  package var image: RGBAImage
  package var layout: LayoutRecord
  package var threshold: QAThreshold
  package var mode: RecordMode
  /// The baselines folder, and the artifacts folder the case's files go under.
  package var baselines: String
  package var artifacts: String
  package var violations: [String]

  package init(
    file: String, preview: String, variant: Variant, axisNames: [String], image: RGBAImage, layout: LayoutRecord,
    threshold: QAThreshold, mode: RecordMode, baselines: String, artifacts: String, violations: [String]
  ) {
    self.file = file
    self.preview = preview
    self.variant = variant
    self.axisNames = axisNames
    self.image = image
    self.layout = layout
    self.threshold = threshold
    self.mode = mode
    self.baselines = baselines
    self.artifacts = artifacts
    self.violations = violations
  }

  /// What the check found: the case, and the why report's summary when one was written.
  package struct Outcome: Sendable {
    package var qaCase: QACase
    package var whySummary: String?
  }

  /// Runs the check; a file that cannot be written is an error (the run's status 1).
  package func run() throws -> Outcome {
    let paths = QAPaths(file: file, preview: preview, suffix: variant.suffix)
    let folder = artifacts + "/" + paths.caseFolder
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let png = Data(PNGWriter.encode(image))
    let layoutJSON = layout.json()
    try png.write(to: url(paths.actual))
    try layoutJSON.write(to: url(paths.layout))

    let baselineImage = paths.baselineImage(in: baselines)
    let baselineLayout = paths.baselineLayout(in: baselines)
    let stored = FileManager.default.contents(atPath: baselineImage)
    var difference: PixelDifference?
    var matches = false
    if let stored {
      try stored.write(to: url(paths.baseline))
      if let record = FileManager.default.contents(atPath: baselineLayout) {
        try record.write(to: url(paths.baselineLayoutCopy))
      }
      // The encoder is deterministic: the same bytes are the same pixels, with no decoding.
      if stored == png {
        matches = true
      } else {
        let old = (try? PNGReader.decode([UInt8](stored), name: baselineImage)) ?? RGBAImage(width: 0, height: 0)
        let found = PixelDifference(baseline: old, actual: image)
        difference = found
        matches = threshold.accepts(found, sameSize: old.width == image.width && old.height == image.height)
      }
    }
    let (status, writes) = mode.decide(hasBaseline: stored != nil, matches: matches)
    if writes {
      try FileManager.default.createDirectory(
        atPath: (baselineImage as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try png.write(to: URL(fileURLWithPath: baselineImage), options: .atomic)
      try layoutJSON.write(to: URL(fileURLWithPath: baselineLayout), options: .atomic)
    }
    var diffPath: String?
    var whyPath: String?
    var whySummary: String?
    if let difference, difference.count > 0 {
      try Data(PNGWriter.encode(DiffImage.make(actual: image, difference: difference))).write(to: url(paths.diff))
      diffPath = paths.diff
      let before = FileManager.default.contents(atPath: baselineLayout).flatMap { try? LayoutRecord(json: $0) }
      if let before {
        let why = WhyReport.explain(baseline: before, actual: layout, difference: difference)
        try why.json().write(to: url(paths.why))
        whyPath = paths.why
        whySummary = why.summary
      }
    }
    var axes: [String: String] = [:]
    for (name, value) in zip(axisNames, variant.values) { axes[name] = value.name }
    let qaCase = QACase(
      file: paths.fileStem, preview: preview, variant: variant.suffix, variantLabel: variant.label, axes: axes,
      status: status, baselineWritten: writes, differingPixels: difference?.count ?? 0,
      totalPixels: image.width * image.height, thresholdPercent: threshold.percent, actual: paths.actual,
      baseline: stored == nil ? nil : paths.baseline, diff: diffPath, layout: paths.layout, why: whyPath,
      violations: violations)
    return Outcome(qaCase: qaCase, whySummary: whySummary)
  }

  private func url(_ relative: String) -> URL { URL(fileURLWithPath: artifacts + "/" + relative) }
}
