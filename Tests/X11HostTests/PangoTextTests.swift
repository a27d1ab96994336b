import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

@testable import X11Host

/// Real text as Pango lays it out on Xft: shaping, bidirectional order, fallback, Unicode line
/// breaking, truncation and alignment. Expected widths come from Pango's own command-line
/// layout (`pango-view`, on its cairo backend: the same shaping and metrics, another renderer),
/// never from this engine's output.
@Suite("Real text through Pango under Xvfb", .exclusiveX)
@MainActor
struct PangoTextTests {
  /// Everyday strings of the scripts the playground must read right.
  static let everyday: [(name: String, text: String)] = [
    ("accents", "Español: añadir café, ñandú"),
    ("combining marks", "e\u{301} a\u{308} n\u{303} — résumé"),
    ("Cyrillic", "Привет, мир"),
    ("Greek", "Καλημέρα κόσμε"),
    ("Hebrew", "שלום עולם"),
    ("Arabic", "مرحبا بالعالم"),
    ("Chinese", "中文标签可以换行"),
    ("emoji with ZWJ", "👩‍💻👨‍👩‍👧"),
    ("skin tone", "👍🏽 ok"),
    ("flags", "🇪🇸 🇧🇷 🇨🇳"),
  ]

  private func engine(scale: Double = 1) throws -> (XvfbServer, X11Display, PangoTextMeasurer) {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    return (server, display, PangoTextMeasurer(display: display, scale: scale))
  }

  @Test("Everyday strings measure within max(2 px, 4 %) of pango-view's layout of the same string and font")
  func widthsMatchPango() throws {
    let (server, _, measurer) = try engine()
    defer { _ = server }
    for sample in Self.everyday {
      guard let reference = try PangoView.logicalSize(of: sample.text, family: "DejaVu Sans", pixels: 17) else {
        Issue.record("pango-view is missing: apt-get install pango1.0-tools (scripts/setup.sh installs it)")
        return
      }
      let box = measurer.layout(TextLayoutRequest(sample.text, font: FontDescriptor(size: 17)))
      let allowed = max(2, 0.04 * reference.width)
      #expect(
        abs(box.size.width - reference.width) <= allowed,
        "\(sample.name): \(box.size.width) against pango-view's \(reference.width)")
      #expect(abs(box.size.height - reference.height) <= max(2, 0.04 * reference.height), "\(sample.name) height")
    }
  }

  @Test("Emoji sequences shape into single glyphs: a ZWJ family, a skin tone and a flag are each one emoji wide")
  func emojiSequencesAreOneGlyph() throws {
    let (server, _, measurer) = try engine()
    defer { _ = server }
    let font = FontDescriptor(size: 17)
    let one = measurer.measure("💪", font: font).width
    #expect(one > 10)
    for sequence in ["👩‍💻", "👨‍👩‍👧", "👍🏽", "🇪🇸"] {
      #expect(abs(measurer.measure(sequence, font: font).width - one) <= 1, "\(sequence)")
    }
    #expect(measurer.runFamilies("🇪🇸", font: font) == ["Noto Color Emoji"])
  }

  @Test(
    "Right-to-left runs are reordered: a Hebrew phrase in English reads right to left, and an Arabic paragraph starts at the right"
  )
  func bidirectionalOrder() throws {
    let (server, _, measurer) = try engine()
    defer { _ = server }
    let font = FontDescriptor(size: 17)
    // "abc " then Hebrew then " xyz": the Hebrew word's first letter (logically) is drawn right
    // of its last, so the visual order of runs is Latin, Hebrew, Latin.
    let mixed = measurer.shaped(TextLayoutRequest("abc שלום xyz", font: font)).runs.sorted { $0.x < $1.x }
    #expect(
      mixed.map(\.byteOffset) == mixed.map(\.byteOffset).sorted(), "a left-to-right paragraph: runs in reading order")
    // An Arabic paragraph with an English word: the paragraph is right to left, so its first
    // words (byte 0) are drawn rightmost and the English word between the two Arabic ones.
    let arabic = measurer.shaped(TextLayoutRequest("مرحبا Swift عالم", font: font)).runs.sorted { $0.x < $1.x }
    #expect(arabic.last?.byteOffset == 0, "\(arabic.map(\.byteOffset))")
    let english = try #require(arabic.firstIndex { $0.byteOffset == "مرحبا ".utf8.count })
    #expect(english > 0 && english < arabic.count - 1, "Swift sits between the Arabic words")
    let faces = measurer.runFamilies("מרחב", font: font)
    #expect(!faces.isEmpty && !faces.contains("?"))
  }

  @Test("Chinese wraps between characters inside a 120-point frame; Latin breaks after a hyphen")
  func unicodeLineBreaking() throws {
    let (server, _, measurer) = try engine()
    defer { _ = server }
    let font = FontDescriptor(size: 17)
    let chinese = "中文标签可以换行吗这是一个很长的句子"
    let ideal = measurer.layout(TextLayoutRequest(chinese, font: font))
    #expect(ideal.size.width > 120 && ideal.lineCount == 1)
    var wrapped = TextLayoutRequest(chinese, font: font)
    wrapped.width = 120
    let box = measurer.layout(wrapped)
    #expect(box.lineCount >= 3, "no spaces, yet it wraps")
    #expect(box.size.width <= 120)
    var hyphen = TextLayoutRequest("well-known", font: font)
    hyphen.width = measurer.measure("well-kno", font: font).width
    let broken = measurer.layout(hyphen)
    #expect(broken.lineCount == 2)
    let lines = max(measurer.measure("well-", font: font).width, measurer.measure("known", font: font).width)
    #expect(abs(broken.size.width - lines) <= 1, "the break follows the hyphen: well- / known")
  }

  @Test("A one-line limit ends in an ellipsis: at the tail, the head or the middle")
  func truncation() throws {
    let (server, _, measurer) = try engine()
    defer { _ = server }
    let font = FontDescriptor(size: 17)
    let phrase = "The quick brown fox jumps over the lazy dog"
    for mode in [Text.TruncationMode.tail, .head, .middle] {
      var request = TextLayoutRequest(phrase, font: font)
      request.width = 150
      request.lineLimit = 1
      request.truncationMode = mode
      let shaped = measurer.shaped(request)
      #expect(shaped.isEllipsized, "\(mode)")
      #expect(shaped.box.lineCount == 1 && shaped.box.size.width <= 150)
    }
    var unlimited = TextLayoutRequest(phrase, font: font)
    unlimited.width = 150
    #expect(!measurer.shaped(unlimited).isEllipsized && measurer.layout(unlimited).lineCount > 1)
    // Two lines, then an ellipsis: the limit counts lines across hard line breaks too.
    var two = TextLayoutRequest("one\ntwo\nthree", font: font)
    two.lineLimit = 2
    #expect(measurer.layout(two).lineCount == 2 && measurer.shaped(two).isEllipsized)
  }

  @Test("Centred lines are centred and trailing lines end at the right; baselines are a line apart")
  func alignment() throws {
    let (server, _, measurer) = try engine()
    defer { _ = server }
    let font = FontDescriptor(size: 17)
    for (alignment, check) in [
      (TextAlignment.center, { (left: Int, right: Int) in abs(left - right) <= 1 }),
      (.trailing, { (_: Int, right: Int) in right <= 1 }),
      (.leading, { (left: Int, _: Int) in left <= 1 }),
    ] {
      var request = TextLayoutRequest("A short line and a much longer line of words here", font: font)
      request.width = 160
      request.alignment = alignment
      let shaped = measurer.shaped(request)
      #expect(shaped.box.lineCount >= 3)
      for baseline in Set(shaped.runs.map(\.baseline)) {
        let line = shaped.runs.filter { $0.baseline == baseline }
        let left = line.map(\.x).min() ?? 0
        let right = shaped.pixelWidth - (line.map { $0.x + $0.width }.max() ?? 0)
        #expect(check(left, right), "\(alignment): \(left) left, \(right) right")
      }
      let lineHeight = shaped.box.size.height / CGFloat(shaped.box.lineCount)
      #expect(
        abs(shaped.box.lastBaseline - shaped.box.firstBaseline - CGFloat(shaped.box.lineCount - 1) * lineHeight) <= 1)
    }
  }

  @Test("Weights, italic and the serif, monospaced and rounded designs open their installed faces")
  func faces() throws {
    let (server, _, measurer) = try engine()
    defer { _ = server }
    #expect(measurer.runFaces("Hi", font: FontDescriptor(size: 17, weight: .bold)).first?.contains("Bold") == true)
    let italic = measurer.runFaces("Hi", font: FontDescriptor(size: 17, isItalic: true)).first ?? ""
    #expect(italic.contains("Oblique") || italic.contains("Italic"), "\(italic)")
    #expect(measurer.runFamilies("Hi", font: FontDescriptor(size: 17, design: .serif)) == ["DejaVu Serif"])
    #expect(measurer.runFamilies("Hi", font: FontDescriptor(size: 17, design: .monospaced)) == ["DejaVu Sans Mono"])
    #expect(measurer.runFamilies("Hi", font: FontDescriptor(size: 17, design: .rounded)) == ["Comfortaa"])
    // Tabular digits: every digit as wide as every other in the proportional face.
    let tabular = FontDescriptor(size: 17, usesMonospacedDigit: true)
    #expect(measurer.measure("1111", font: tabular).width == measurer.measure("0000", font: tabular).width)
  }

  @Test("The fonts the playground needs are installed")
  func requiredFonts() throws {
    let (server, _, measurer) = try engine()
    defer { _ = server }
    let needs: [(text: String, family: String, package: String)] = [
      ("Hi", "DejaVu Sans", "fonts-dejavu-core"),
      ("中文", "WenQuanYi Micro Hei", "fonts-wqy-microhei"),
      ("💪", "Noto Color Emoji", "fonts-noto-color-emoji"),
    ]
    for need in needs {
      let families = measurer.runFamilies(need.text, font: .body)
      #expect(families == [need.family], "\(need.family) draws \(need.text): apt-get install \(need.package)")
    }
    for arabic in [measurer.runFamilies("مرحبا", font: .body), measurer.runFamilies("שלום", font: .body)] {
      #expect(arabic.count == 1 && arabic[0] != "?", "Hebrew and Arabic have a face: apt-get install fonts-noto-core")
    }
  }

  @Test("At scale 2 text opens at twice the pixels and measures the same in points (within hinting's 3 %)")
  func hiDPI() throws {
    let (server, display, measurer) = try engine()
    defer { _ = server }
    let doubled = PangoTextMeasurer(display: display, scale: 2)
    let text = "Layout Playground"
    let one = measurer.measure(text, font: .body)
    let two = doubled.measure(text, font: .body)
    #expect(abs(one.width - two.width) <= max(1, 0.03 * one.width), "\(one.width) against \(two.width)")
    #expect(abs(one.height - two.height) <= 1)
    #expect(doubled.shaped(TextLayoutRequest(text, font: .body)).pixelWidth > 2 * Int(one.width) - 3)
  }

  @Test("What is measured is what is drawn: a text's traced frame is its layout's box, and its ink stays inside it")
  func measuredIsDrawn() throws {
    let (server, display, measurer) = try engine()
    defer { _ = server }
    let graph = ViewGraph(measurer: measurer, root: Text("Añadir café 👩‍💻 مرحبا").padding(10))
    let size = CGSize(width: 320, height: 60)
    let list = graph.render(size: size, time: 0)
    let traced = try #require(graph.tracedViews.first { $0.kind == "text" })
    let box = measurer.layout(TextLayoutRequest("Añadir café 👩‍💻 مرحبا", font: .body))
    #expect(traced.frame.size == box.size)
    let renderer = Renderer(display: display, measurer: measurer, background: RGBAColor(red: 1, green: 1, blue: 1))
    let image = try #require(renderer.renderOffscreen(list, size: size))
    var ink = (minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
    for y in 0..<image.height {
      // Ink: any pixel not the white background.
      for x in 0..<image.width where image[x, y].x < 250 || image[x, y].y < 250 || image[x, y].z < 250 {
        ink = (min(ink.minX, x), max(ink.maxX, x), min(ink.minY, y), max(ink.maxY, y))
      }
    }
    let frame = traced.frame
    #expect(Double(ink.minX) >= frame.minX - 1 && Double(ink.maxX) <= frame.maxX + 1, "\(ink) in \(frame)")
    #expect(Double(ink.minY) >= frame.minY - 1 && Double(ink.maxY) <= frame.maxY + 1, "\(ink) in \(frame)")
    #expect(Double(ink.maxX - ink.minX) >= 0.9 * frame.width, "the ink spans the measured width")
  }
}

/// Pango's own layout of a string, from its command-line tool: the PNG it writes with no margin
/// is the layout's logical size.
enum PangoView {
  static func logicalSize(of text: String, family: String, pixels: Int) throws -> CGSize? {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/pango-view") else { return nil }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("pango-view-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pango-view")
    process.arguments = [
      "--backend=cairo", "--pixels", "--font=\(family) \(pixels)", "--margin=0", "-q", "-o", output.path,
      "--text=\(text)",
    ]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let data = try Data(contentsOf: output)
    guard data.count > 24 else { return nil }
    // PNG: the IHDR chunk's width and height, big-endian, at bytes 16 and 20.
    func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return CGSize(width: word(16), height: word(20))
  }
}
