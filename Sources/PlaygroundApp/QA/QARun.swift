import Demos
import Foundation
import PlaygroundUI
import UserCode
import X11Host

/// A `qa` run: compiles the files once, renders every chosen preview in every variant in this
/// process (each case a fresh session), and checks each against its baseline on a background
/// queue while the next renders. Prints a line per case and a summary; returns the exit status.
@MainActor
package struct QARun {
  let options: QAOptions
  let renderer: Renderer
  let measurer: any TextMeasuring
  /// Where lines go (standard output).
  let print: (String) -> Void

  package init(
    options: QAOptions, renderer: Renderer, measurer: any TextMeasuring, print: @escaping (String) -> Void
  ) {
    self.options = options
    self.renderer = renderer
    self.measurer = measurer
    self.print = print
  }

  /// Runs it. `onBuilt` is called with the build and the compiler's path once it is loaded (the command starts its hang
  /// watchdog there). Bad input and failing builds throw `OpenFailure` (status 2).
  package func run(built onBuilt: (BuiltLibrary, _ swiftc: String) -> Void) throws -> Int32 {
    let request = try OpenRequest(paths: options.paths, preview: nil)
    // What the user's code draws while it loads (a static's random value) is repeatable too.
    RepeatableRandom.start("load")
    let (library, built) = try request.loadLibrary { onBuilt($0, request.compiler.swiftc) }
    if let leftOut = built.leftOut {
      let lines = leftOut.diagnostics.map(\.formatted) + MissingAPI.sentences(for: leftOut.diagnostics)
      throw OpenFailure(status: 2, message: "the opened code does not build:\n" + lines.joined(separator: "\n"))
    }
    let names = library.previews.map(\.name)
    if let unknown = options.previews.first(where: { !names.contains($0) }) {
      throw OpenFailure(
        status: 2, message: "no preview is named \"\(unknown)\"; the previews are: \(names.joined(separator: ", ")).")
    }
    let chosen = library.previews.filter { options.previews.isEmpty || options.previews.contains($0.name) }
    let variants = options.spec?.variants(device: options.device) ?? [Variant(values: [], device: options.device)]
    let axisNames = options.spec?.axes.map(\.axis.rawValue) ?? []
    try prepareArtifacts()

    // Checks run in order on one queue while the main thread renders the next case.
    let queue = DispatchQueue(label: "layout-playground.qa.checks")
    let results = CheckResults()
    var count = 0
    for entry in chosen {
      for variant in variants {
        let index = count
        count += 1
        let check = try snapshot(entry, variant: variant, axisNames: axisNames, library: library)
        queue.async {
          results.store(index, Result { try check.run() })
        }
      }
    }
    queue.sync {}
    var outcomes: [SnapshotCheck.Outcome] = []
    for index in 0..<count { outcomes.append(try results.take(index).get()) }
    return try finish(outcomes)
  }

  /// Renders one case and returns its check, ready to run off the main thread.
  private func snapshot(_ entry: PreviewEntry, variant: Variant, axisNames: [String], library: UserLibrary) throws
    -> SnapshotCheck
  {
    MainThreadActivity.working()
    RepeatableRandom.start(entry.name + "\u{1F}" + variant.suffix)
    QAWorker.note(rendering: "the preview \"\(entry.name)\" (\(variant.label))")
    let canvas = variant.canvas(over: CanvasSettings(device: options.device))
    let session = OpenSession(measurer: measurer, preferredPreview: entry.name, canvas: canvas)
    // The PNG is the preview's screen: no picker or status around it.
    session.showsChrome = false
    session.load(library.previews, milliseconds: nil)
    session.graph.contractLog.checksCacheConsistency = options.strict
    var size = frameSize(canvas: canvas)
    var list = try QAFrame.render(session, size: size, at: options.at)
    if let width = variant.proposedWidth {
      // Proposed the width, the preview is as tall as it wants to be.
      let height = session.graph.fittingHeight(proposedWidth: width) ?? Double(size.height)
      size = CGSize(width: width, height: max(1, height.rounded(.up)))
      list = try QAFrame.render(session, size: size, at: options.at)
    }
    // Drawing is the playground's own work: the hang watchdog times the user's code, per frame.
    MainThreadActivity.working()
    guard let image = renderer.renderOffscreen(list, size: size) else {
      throw OpenFailure(status: 1, message: "could not read the rendered frame back from the X server")
    }
    let threshold = options.threshold.overridden(by: session.graph.snapshotThreshold)
    let violations = options.strict ? session.graph.contractLog.violations.map(\.description) : []
    return SnapshotCheck(
      file: entry.file, preview: entry.name, variant: variant, axisNames: axisNames, image: image,
      layout: LayoutRecord.capture(graph: session.graph, list: list, size: size, scale: options.scale),
      threshold: threshold,
      mode: options.mode, baselines: options.baselines, artifacts: options.artifacts, violations: violations)
  }

  /// The snapshot's size in points: `--size`, else the variant's device screen, else the
  /// command's device's (a `mac` variant without `--size`).
  private func frameSize(canvas: CanvasSettings) -> CGSize {
    if let size = options.size { return size }
    return canvas.device?.size ?? options.device?.size ?? CGSize(width: 393, height: 852)
  }

  /// Empties this run's artifacts: the cases folder and the files a run writes at the top, and
  /// nothing else the folder holds.
  private func prepareArtifacts() throws {
    let manager = FileManager.default
    for name in ["cases", "results.json", "index.html"] {
      let path = options.artifacts + "/" + name
      if manager.fileExists(atPath: path) { try manager.removeItem(atPath: path) }
    }
    try manager.createDirectory(atPath: options.artifacts + "/cases", withIntermediateDirectories: true)
  }

  /// The lines, results.json, the JUnit file and the report; the exit status.
  private func finish(_ outcomes: [SnapshotCheck.Outcome]) throws -> Int32 {
    let cases = outcomes.map(\.qaCase)
    for outcome in outcomes { print(QASummary.line(outcome.qaCase, artifacts: options.artifacts)) }
    let status = QAExitStatus.status(of: cases, mode: options.mode, strict: options.strict)
    // results.json and the offline report (index.html).
    try QAReportPage.write(cases: cases, command: options.command, exitStatus: status, to: options.artifacts)
    if let junit = options.junit {
      let entries = outcomes.map {
        JUnitReport.Entry(
          qaCase: $0.qaCase, whySummary: $0.whySummary, fails: QAExitStatus.fails($0.qaCase, mode: options.mode))
      }
      try Data(JUnitReport.xml(entries).utf8).write(to: URL(fileURLWithPath: junit))
    }
    print(QASummary.summary(cases, mode: options.mode, status: status, artifacts: options.artifacts))
    return status
  }
}

/// The checks' results, stored by case index from the checks' queue and read on the main thread
/// once the queue has drained.
private final class CheckResults: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Int: Result<SnapshotCheck.Outcome, any Error>] = [:]

  func store(_ index: Int, _ result: Result<SnapshotCheck.Outcome, any Error>) {
    lock.withLock { results[index] = result }
  }

  func take(_ index: Int) -> Result<SnapshotCheck.Outcome, any Error> {
    lock.withLock { results[index]! }
  }
}
