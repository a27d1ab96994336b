import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open Examples/Symbols.swift` as a user runs it: a screen of the SF Symbols
/// real apps use most (tab bar, list rows with `Label`, a toolbar button, symbols inside text)
/// draws every one from the icon fonts, none as the placeholder, each in its row's colour.
@MainActor
@Suite("SF Symbols screen under Xvfb", .serialized, .exclusiveX)
struct SymbolsScreenEndToEndTests {
  private static let example: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Symbols.swift")

  struct Traced: Decodable {
    struct View: Decodable {
      var kind: String
      var symbol: String?
      var text: String?
      var frame: [Double]
    }
    var views: [View]
  }

  @Test("A dozen common symbols draw as glyphs in their frames; the text's images draw inline")
  func commonSymbols() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try XvfbServer.start()
    defer { server.stop() }
    let png = folder.appendingPathComponent("symbols.png").path
    let trace = folder.appendingPathComponent("symbols.jsonl").path
    let run = try runProcess(
      try App.requireBinary(),
      ["screenshot", "--open", Self.example.path, "--size", "390x700", "--trace", trace, "--output", png],
      environment: XvfbTestSupport.environment(["DISPLAY": server.display]), timeout: 120)
    #expect(run.status == 0, "\(run.summary)")
    #expect(!run.stderr.contains("not in the symbol table"), "\(run.stderr)")
    let line = try #require(try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").last)
    let views = try JSONDecoder().decode(Traced.self, from: Data(line.utf8)).views
    let symbols = Dictionary(views.compactMap { v in v.symbol.map { ($0, v.frame) } }, uniquingKeysWith: { a, _ in a })
    let expected = [
      "house.fill", "magnifyingglass", "gearshape", "person.crop.circle", "bell.badge", "lock.fill", "star.fill",
      "square.and.arrow.down", "trash", "checkmark.seal.fill", "chevron.right", "square.and.arrow.up",
    ]
    #expect(Set(expected).isSubset(of: Set(symbols.keys)), "\(symbols.keys.sorted())")
    #expect(views.contains { $0.text?.hasPrefix("Tap ") == true })
    #expect(!views.contains { $0.text?.contains("Image(") == true }, "an image's description in text")

    let image = try readPNG(path: png)
    func inkInside(_ name: String, _ isInk: (SIMD4<UInt8>) -> Bool) throws -> Int {
      let f = try #require(symbols[name])
      var count = 0
      for y in Int(f[1].rounded())..<Int((f[1] + f[3]).rounded()) {
        for x in Int(f[0].rounded())..<Int((f[0] + f[2]).rounded()) where isInk(image[x, y]) { count += 1 }
      }
      return count
    }
    // The star is black ink on a white row; the trash is red (systemRed: high red, low green).
    #expect(try inkInside("star.fill") { $0.x < 80 && $0.y < 80 && $0.z < 80 } > 40)
    #expect(try inkInside("trash") { $0.x > 200 && $0.y < 110 } > 20)
    #expect(try inkInside("lock.fill") { $0.x < 80 } > 40)
  }
}
