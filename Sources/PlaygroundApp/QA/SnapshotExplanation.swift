import Foundation
import PlaygroundUI

/// `why.json` for a changed snapshot: which views moved, resized, appeared, disappeared or
/// changed colour or text, and the proposal change that explains it (docs/visual-qa.md).
enum SnapshotExplanation {
  /// The why report's JSON and its one-line summary; nil when none can be made.
  static func explain(baseline: LayoutRecord, actual: LayoutRecord, difference: PixelDifference) throws -> (
    json: Data, summary: String
  )? {
    // WHY CALL SITE: the explainer, `WhyReport.explain(baseline:actual:difference:)`, is being
    // built on branch `why`; once it is merged this becomes
    //   let report = WhyReport.explain(baseline: baseline, actual: actual, difference: difference)
    //   return (try QAJSON.encode(report), report.summary)
    // Until then no why.json is written (results.json's `why` stays null).
    nil
  }
}
