import Foundation

/// The report of a `qa` run (`--report DIR`): `DIR/results.json` and `DIR/index.html`, one
/// self-contained page (its style, script and data inline; the images beside it by relative
/// path) that works from `file://` with no server and no network. The page: a header with the
/// counts and the command; filters by status, preview and variant axis; a gallery of every
/// case; and for a case, its inspector (side by side, overlay, swipe, blink) beside the "why"
/// list. docs/visual-qa.md describes it.
package enum QAReportPage {
  /// Writes `results.json` and `index.html` into `directory` (created if needed), for `cases`
  /// whose artifacts are already there.
  package static func write(cases: [QACase], command: String, exitStatus: Int32, to directory: String) throws {
    let folder = URL(fileURLWithPath: directory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Sorted keys and unescaped slashes, as every JSON file `qa` writes: the same outcome gives
    // the same bytes, and paths read as written.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let results = QAResults(command: command, exitStatus: exitStatus, cases: cases)
    try encoder.encode(results).write(to: folder.appendingPathComponent("results.json"), options: .atomic)
    let data = QAReportData(cases: cases, command: command, exitStatus: exitStatus, directory: directory)
    try Data(try html(data).utf8).write(to: folder.appendingPathComponent("index.html"), options: .atomic)
  }

  /// The page for `data`. The header is written here, so the counts and the command read even
  /// where scripts are off; the gallery and the inspector are built by the script from the data.
  package static func html(_ data: QAReportData) throws -> String {
    let counts = data.filters.statuses.map { entry in
      """
      <span class="count" data-status="\(entry.status.rawValue)"><span class="dot \(entry.status.rawValue)"></span>\
      <b>\(entry.count)</b> \(entry.status.rawValue)</span>
      """
    }
    let failed = data.filters.statuses.first { $0.status == .failed }?.count ?? 0
    let title = failed > 0 ? "QA: \(failed) failed" : "QA: no failures"
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title.htmlEscaped)</title>
      <style>
      \(QAReportStyle.css)
      </style>
      </head>
      <body>
      <header class="masthead">
      <h1>Visual QA</h1>
      <p class="counts" aria-label="Cases by status">
      \(counts.joined(separator: "\n"))
      </p>
      <p class="command"><code>\(data.command.htmlEscaped)</code> <span class="exit">exit \(data.exitStatus)</span></p>
      </header>
      <main>
      <section id="gallery-view" aria-label="Gallery">
      <div id="filters" class="filters"></div>
      <p id="missing" class="empty" hidden></p>
      <div id="gallery" class="gallery"></div>
      <p id="empty" class="empty" hidden>No case matches these filters.</p>
      </section>
      <section id="inspector-view" class="inspector" aria-label="Case" hidden></section>
      </main>
      <noscript><p class="empty">The gallery and the inspector need JavaScript; results.json lists every case.</p></noscript>
      <script type="application/json" id="qa-data">\(try data.scriptJSON())</script>
      <script>
      \(QAReportScript.javaScript)
      </script>
      </body>
      </html>

      """
  }
}
