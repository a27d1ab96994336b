import Foundation
import PlaygroundApp
import Testing
import X11Host
import XvfbTestSupport

/// The `qa` report as a person opens it: headless Chromium loads `index.html` from `file://`
/// (no server, no network), and the DOM its script built has the gallery, the inspector, the
/// why list and the marks over the images. Set `QA_REPORT_KEEP=DIR` to keep the folder and
/// its screenshots for a look.
@Suite("qa report in Chromium", .serialized)
struct QAReportChromiumEndToEndTests {
  /// Chromium from Debian's package (scripts/setup.sh installs it).
  private func chromium() throws -> String {
    guard let path = App.which("chromium") ?? App.which("chromium-browser") else {
      throw App.MissingTool(
        description: "Chromium is not installed, so the report cannot be opened: run scripts/setup.sh "
          + "(apt-get install chromium)")
    }
    return path
  }

  /// Runs headless Chromium at 1280×800 on `index.html#hash` with `arguments` (`--dump-dom` or
  /// `--screenshot=…`), in a profile of its own.
  private func browse(_ fixture: QAReportFixture, hash: String, _ arguments: [String]) throws -> Finished {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("qa-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let page = fixture.directory.appendingPathComponent("index.html").absoluteString + (hash.isEmpty ? "" : "#\(hash)")
    let run = try runProcess(
      try chromium(),
      [
        "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--user-data-dir=\(profile.path)",
        "--window-size=1280,800", "--virtual-time-budget=3000",
      ] + arguments + [page], timeout: 90)
    #expect(run.status == 0, "chromium \(arguments): \(run.summary)")
    return run
  }

  private func dom(_ fixture: QAReportFixture, hash: String = "") throws -> String {
    try browse(fixture, hash: hash, ["--dump-dom"]).stdoutText
  }

  /// How often `needle` occurs in `text`.
  private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

  /// The markup from `start` to `end` (or the end of the page).
  private func part(_ dom: String, from start: String, to end: String = "</main>") throws -> String {
    let from = try #require(dom.range(of: start), "no \(start)").lowerBound
    let to = dom.range(of: end, range: from..<dom.endIndex)?.lowerBound ?? dom.endIndex
    return String(dom[from..<to])
  }

  /// The gallery's markup and the inspector's.
  private func views(_ dom: String) throws -> (gallery: String, inspector: String) {
    let inspector = #"<section id="inspector-view""#
    return (
      try part(dom, from: #"<section id="gallery-view""#, to: inspector), try part(dom, from: inspector)
    )
  }

  private func keepDirectory() -> URL? {
    ProcessInfo.processInfo.environment["QA_REPORT_KEEP"].map { URL(fileURLWithPath: $0) }
  }

  private func written() throws -> QAReportFixture {
    let fixture = try QAReportFixture(directory: keepDirectory())
    try QAReportPage.write(
      cases: fixture.cases, command: "layout-playground qa Card.swift --variants scheme=light,dark --report out",
      exitStatus: 1, to: fixture.directory.path)
    return fixture
  }

  private func address(_ id: String) -> String {
    "case=" + (id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? id)
  }

  @Test("The gallery: one card per case in preview groups, filters by status and scheme, names shown as written")
  func gallery() throws {
    let fixture = try written()
    defer { if keepDirectory() == nil { fixture.remove() } }
    let page = try dom(fixture)
    let (gallery, inspector) = try views(page)
    #expect(count(#"<a class="card "#, in: gallery) == fixture.cases.count)
    #expect(count(#"<section class="group""#, in: gallery) == 3)
    #expect(count(#"<a class="card failed""#, in: gallery) == 2)
    #expect(gallery.contains(#"data-filter="status""#) && gallery.contains(#"data-filter="scheme""#))
    #expect(!gallery.contains(#"data-filter="device""#), "one device: no filter")
    #expect(count(#"<img src="cases/Card/"#, in: gallery) == fixture.cases.count)
    // The markup preview is text: serialized with its `<` and `&` escaped, and no `<b>` element.
    #expect(gallery.contains(#"Price &lt;b&gt;"tag"&lt;/b&gt; &amp; co"#))
    #expect(!page.contains("<b>\"tag\""))
    #expect(inspector.hasPrefix(#"<section id="inspector-view" class="inspector" aria-label="Case" hidden"#))
    if let keep = keepDirectory() {
      _ = try browse(fixture, hash: "", ["--screenshot=\(keep.appendingPathComponent("gallery.png").path)"])
    }
    // A filtered address: only the dark failure's card is shown.
    let filtered = try views(try dom(fixture, hash: "status=failed&scheme=dark")).gallery
    let shownCards = filtered.components(separatedBy: #"<a class="card "#).dropFirst()
      .filter { !$0.prefix { $0 != ">" }.contains(" hidden") }
    #expect(shownCards.count == 1 && shownCards.first?.contains(#"data-case-id="Card/Price"#) == true)
    // …and its chips say which filters are on.
    #expect(count(#"aria-pressed="true""#, in: filtered) == 2)
    #expect(filtered.contains(#"<button type="button" class="chip" aria-pressed="true" data-value="failed">"#))
    #expect(filtered.contains(#"<button type="button" class="chip" aria-pressed="true" data-value="dark">"#))
    // A stale link: the gallery, saying which case is not there.
    let stale = try views(try dom(fixture, hash: address("Card/Gone"))).gallery
    #expect(stale.contains(#"<p id="missing" class="empty">This report has no case Card/Gone.</p>"#))
  }

  @Test("#case=ID opens a failure: baseline | actual | diff side by side, the why list with moved views collapsed")
  func failureSideBySide() throws {
    let fixture = try written()
    defer { if keepDirectory() == nil { fixture.remove() } }
    let shotPath = fixture.directory.appendingPathComponent("failure.png").path
    _ = try browse(fixture, hash: address("Card/Profile"), ["--screenshot=\(shotPath)"])
    let shot = try readPNG(path: shotPath)
    #expect(shot.width == 1280 && shot.height == 800)
    let page = try dom(fixture, hash: address("Card/Profile"))
    let (gallery, inspector) = try views(page)
    #expect(gallery.hasPrefix(#"<section id="gallery-view" aria-label="Gallery" hidden"#))
    #expect(!inspector.hasPrefix(#"<section id="inspector-view" class="inspector" aria-label="Case" hidden"#))
    for kind in ["baseline", "actual", "diff"] {
      #expect(inspector.contains(#"<div class="shot" data-kind="\#(kind)""#), "no \(kind) image")
    }
    #expect(inspector.contains(#"src="cases/Card/Profile/baseline.png""#))
    #expect(inspector.contains(#"<p class="why-summary">3 views moved and 1 resized"#))
    #expect(count(#"<li class="change"#, in: inspector) == 3)
    #expect(inspector.contains("<summary>+2 moved with their parent</summary>"))
    #expect(inspector.contains(#"<div class="cause">proposed 80×unspecified instead of 96×unspecified by padding"#))
    #expect(inspector.contains("Failure 1 of 2"))
    #expect(!inspector.contains(#"class="mark "#), "nothing is highlighted until a change is hovered or pinned")
  }

  /// The smallest rectangle (x, y, width, height) holding every pixel of `color` left of the why
  /// list (x < 900 at 1280 wide, where the images are), or nil.
  private func bounds(of color: (UInt8, UInt8, UInt8), in image: RGBAImage) -> (Int, Int, Int, Int)? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<image.height {
      for x in 0..<min(900, image.width) {
        let byte = (y * image.width + x) * 4
        guard image.pixels[byte] == color.0 && image.pixels[byte + 1] == color.1 && image.pixels[byte + 2] == color.2
        else { continue }
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  @Test("Swipe, as drawn: the baseline left of the divider, the actual right of it, pixel for pixel in place")
  func swipePixels() throws {
    let fixture = try written()
    defer { if keepDirectory() == nil { fixture.remove() } }
    let path = fixture.directory.appendingPathComponent("swipe-pixels.png").path
    _ = try browse(
      fixture, hash: address("Card/\(QAReportFixture.markupPreview).dark") + "&mode=swipe", ["--screenshot=\(path)"])
    let shot = try readPNG(path: path)
    // Both images have the dark background: it spans the stacked images, 240×400 pixels (they
    // fit the stage unscaled).
    let (x, y, width, height) = try #require(bounds(of: QAReportFixture.dark, in: shot), "no image drawn")
    #expect(width == 240 && height == 400, "the images span \(width)×\(height)")
    // The appeared red Text (10, 150) 100×24 pt is only in the actual: it shows right of the
    // divider at 50% (120 px, under the divider's 2 px line) and not left of it.
    let red = try #require(bounds(of: QAReportFixture.red, in: shot), "the actual's red view is not drawn")
    #expect(abs(red.0 - (x + 120)) <= 3 && red.0 + red.2 == x + 220, "red spans x \(red.0 - x)…\(red.0 + red.2 - x)")
    #expect(red.1 == y + 300 && red.3 == 48, "red spans y \(red.1 - y)…\(red.1 + red.3 - y)")
    // The baseline's green rectangle (10, 10) 100×40 pt shows left of the divider only.
    let green = try #require(bounds(of: QAReportFixture.green, in: shot), "the baseline's green view is not drawn")
    #expect(
      green.0 == x + 20 && abs(green.0 + green.2 - (x + 120)) <= 3,
      "green spans x \(green.0 - x)…\(green.0 + green.2 - x)")
    #expect(green.1 == y + 20 && green.3 == 80, "green spans y \(green.1 - y)…\(green.1 + green.3 - y)")
  }

  @Test("Blink: the stacked images alternate under a running timer, with its Stop button")
  func blink() throws {
    let fixture = try written()
    defer { if keepDirectory() == nil { fixture.remove() } }
    let inspector = try views(try dom(fixture, hash: address("Card/Profile") + "&mode=blink")).inspector
    #expect(inspector.contains(#"<div class="shot stack blink"#))
    #expect(inspector.contains(#"aria-pressed="true">Stop</button>"#))
  }

  /// A page that opens the report in a frame and works it as a person would, by keys, hovers
  /// and clicks, writing down after each step what the report shows (its address and view, the
  /// marks drawn, the cards visible). Chromium lets one `file://` page reach into another's
  /// frame only with `--allow-file-access-from-files`.
  static let harness = #"""
    <!doctype html>
    <body>
    <iframe id="report" src="index.html#case=Card%2FProfile" style="width:1280px;height:800px"></iframe>
    <pre id="log"></pre>
    <script>
    const frame = document.getElementById("report");
    frame.addEventListener("load", async () => {
      const win = frame.contentWindow, doc = frame.contentDocument, log = [];
      const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
      const key = async (name) => {
        doc.dispatchEvent(new win.KeyboardEvent("keydown", { key: name, bubbles: true }));
        await settle();
      };
      const shown = () => {
        const inspector = doc.getElementById("inspector-view");
        const cards = [...doc.querySelectorAll(".card")].filter((card) => card.offsetParent !== null).length;
        return inspector.hidden ? "gallery, " + cards + " cards" : "case " + inspector.dataset.caseId;
      };
      const note = (step) => log.push(step + ": " + shown());
      const marks = () => doc.querySelectorAll("#inspector-view .mark").length;
      note("opened");
      await key("ArrowRight"); note("→");
      await key("ArrowRight"); note("→ at the last failure");
      await key("ArrowLeft"); note("←");
      const first = doc.querySelector(".change");
      first.dispatchEvent(new win.MouseEvent("mouseenter"));
      log.push("hover: " + marks() + " marks, " + doc.querySelectorAll("#inspector-view .mark.before").length + " dashed");
      first.dispatchEvent(new win.MouseEvent("mouseleave"));
      log.push("leave: " + marks() + " marks");
      doc.querySelector('.modes [data-mode="overlay"]').click();
      log.push("overlay: " + doc.querySelector(".stage").dataset.mode + ", " +
        doc.querySelectorAll('.stage input[type="range"]').length + " slider, " + decodeURIComponent(win.location.hash));
      await key("Escape"); note("esc");
      doc.querySelector('[data-filter="status"] [data-value="failed"]').click(); note("failed");
      doc.querySelector('[data-filter="scheme"] [data-value="dark"]').click(); note("failed, dark");
      log.push("address: " + decodeURIComponent(win.location.hash));
      doc.querySelector('.card:not([hidden])').click();
      await settle(); note("clicked");
      await key("Escape"); note("esc keeps the filters");
      doc.querySelector(".clear").click(); note("cleared");
      doc.querySelector('.card[data-case-id="Card/Badge"]').click();
      await settle(); note("clicked Badge");
      document.getElementById("log").textContent = log.join("\n");
    });
    </script>
    </body>
    """#

  @Test("Keys, hovers and clicks: ←/→ walk the failures, Esc returns, hovering draws marks, filters narrow the gallery")
  func interaction() throws {
    let fixture = try written()
    defer { if keepDirectory() == nil { fixture.remove() } }
    try Data(Self.harness.utf8).write(to: fixture.directory.appendingPathComponent("harness.html"))
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("qa-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let run = try runProcess(
      try chromium(),
      [
        "--headless", "--disable-gpu", "--no-sandbox", "--user-data-dir=\(profile.path)", "--window-size=1400,900",
        "--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom",
        fixture.directory.appendingPathComponent("harness.html").absoluteString,
      ], timeout: 90)
    #expect(run.status == 0, "chromium: \(run.summary)")
    let dom = run.stdoutText
    let log = try part(dom, from: #"<pre id="log">"#, to: "</pre>").dropFirst(#"<pre id="log">"#.count)
    let markup = "Card/Price &lt;b&gt;\"tag\"&lt;/b&gt; &amp; co.dark"
    #expect(
      log.split(separator: "\n").map(String.init) == [
        "opened: case Card/Profile",
        "→: case \(markup)",
        "→ at the last failure: case \(markup)",
        "←: case Card/Profile",
        // The VStack's region, dashed before and solid after frames, over baseline, actual and diff.
        "hover: 9 marks, 3 dashed",
        "leave: 0 marks",
        "overlay: overlay, 1 slider, #case=Card/Profile&amp;mode=overlay",
        "esc: gallery, 6 cards",
        "failed: gallery, 2 cards",
        "failed, dark: gallery, 1 cards",
        "address: #status=failed&amp;scheme=dark",
        "clicked: case \(markup)",
        "esc keeps the filters: gallery, 1 cards",
        "cleared: gallery, 6 cards",
        "clicked Badge: case Card/Badge",
      ], "\(log)")
  }

  @Test("Swipe with a pinned change: the divider, and the change's before, after and region marks over the image")
  func swipeWithMarks() throws {
    let fixture = try written()
    defer { if keepDirectory() == nil { fixture.remove() } }
    let id = "Card/\(QAReportFixture.markupPreview).dark"
    let hash = address(id) + "&mode=swipe&change=0"
    let page = try dom(fixture, hash: hash)
    let inspector = try views(page).inspector
    #expect(inspector.contains(#"data-mode="swipe""#) && inspector.contains(#"<div class="divider""#))
    #expect(count(#"<li class="change pinned""#, in: inspector) == 1)
    // The appeared Text: no before frame, an after frame at (10, 150) 100×24 pt over a 120×200 pt
    // canvas drawn at 2 px a point, so 8.333% across and 75% down.
    #expect(count(#"class="mark after""#, in: inspector) == 1)
    #expect(count(#"class="mark before""#, in: inspector) == 0)
    #expect(count(#"class="mark region""#, in: inspector) == 1)
    let after = #"<div class="mark after" style="left:8.333333333333334%;top:75%;width:83.33333333333333%;height:12%">"#
    #expect(inspector.contains(after))
    #expect(inspector.contains("12 differing pixels lie outside every changed view."))
    if let keep = keepDirectory() {
      _ = try browse(fixture, hash: hash, ["--screenshot=\(keep.appendingPathComponent("swipe.png").path)"])
      let overlay = address("Card/Profile") + "&mode=overlay&change=0"
      _ = try browse(fixture, hash: overlay, ["--screenshot=\(keep.appendingPathComponent("overlay.png").path)"])
      _ = try browse(
        fixture, hash: address("Card/Profile") + "&change=0",
        ["--screenshot=\(keep.appendingPathComponent("failure.png").path)"])
    }
  }
}
