import Foundation
import Testing

@testable import PlaygroundUI

/// `--blocked-text`'s metric, from its definition (docs/visual-qa.md, "Blocked text"): every
/// character 0.6 em wide, ascent 0.8 em, descent 0.2 em, lines 1 em apart, breaks at spaces.
@Suite struct BlockedTextLayoutTests {
  private func layout(
    _ string: String, size: CGFloat = 17, width: CGFloat? = nil, lineLimit: Int? = nil,
    truncation: Text.TruncationMode = .tail, alignment: TextAlignment = .leading
  ) -> BlockedTextLayout {
    BlockedTextLayout(
      TextLayoutRequest(
        spans: [.init(string, font: FontDescriptor(size: size))], width: width, lineLimit: lineLimit,
        truncationMode: truncation, alignment: alignment))
  }

  private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  @Test("\"Hello\" at 17 pt: 5 × 0.6 × 17 = 51 pt by 17 pt, baseline at 13.6 pt")
  func oneLine() {
    let box = layout("Hello").box
    #expect(near(box.size.width, 51) && near(box.size.height, 17))
    #expect(near(box.firstBaseline, 13.6) && near(box.lastBaseline, 13.6))
    #expect(box.lineCount == 1)
  }

  @Test("weight changes nothing; size scales everything")
  func weightAndSize() {
    let bold = BlockedTextLayout(TextLayoutRequest("Hello", font: FontDescriptor(size: 17, weight: .heavy)))
    #expect(bold == layout("Hello"))
    #expect(near(layout("Hi", size: 34).box.size.width, 2 * 0.6 * 34))
  }

  @Test("a grapheme cluster is one character: \"é\" decomposed and 👍🏽 are 0.6 em each")
  func graphemes() {
    #expect(near(layout("e\u{301}👍🏽").box.size.width, 2 * 0.6 * 17), "two clusters")
  }

  @Test("every character but a space is one block of advance × (ascent + descent) on its line")
  func blocks() {
    let blocks = layout("a b", size: 10).blocks
    #expect(
      blocks.map(\.rect) == [CGRect(x: 0, y: 0, width: 6, height: 10), CGRect(x: 12, y: 0, width: 6, height: 10)])
  }

  @Test("wrapping at 60 pt (10 characters of 6 pt): breaks at spaces, spaces at breaks dropped")
  func wrapping() {
    let wrapped = layout("one two three four", size: 10, width: 60)
    // "one two" (7) | "three four" (10).
    #expect(wrapped.box.lineCount == 2)
    #expect(near(wrapped.box.size.width, 60) && near(wrapped.box.size.height, 20))
    #expect(near(wrapped.box.lastBaseline, 18))
    #expect(wrapped.blocks.filter { $0.rect.minY == 10 }.count == 9, "t-h-r-e-e f-o-u-r on the second line")
  }

  @Test("a word longer than the line breaks between characters")
  func longWord() {
    let wrapped = layout("abcdefghijklmnopqrstuvwxy", size: 10, width: 60)
    #expect(wrapped.box.lineCount == 3, "10 + 10 + 5")
    #expect(near(wrapped.box.size.width, 60))
  }

  @Test("explicit newlines start lines")
  func newlines() {
    let box = layout("ab\ncdef", size: 10).box
    #expect(box.lineCount == 2 && near(box.size.width, 24))
  }

  @Test("lineLimit(1) at 60 pt: 9 characters and the ellipsis; head and middle cut elsewhere")
  func truncation() {
    let tail = layout("one two three four", size: 10, width: 60, lineLimit: 1)
    #expect(tail.box.lineCount == 1 && near(tail.box.size.width, 60))
    // "one two t…": 9 characters, two of them spaces, plus the ellipsis block.
    #expect(tail.blocks.count == 8)
    #expect(tail.blocks.last?.rect.minX == 54)
    let head = layout("one two three four", size: 10, width: 60, lineLimit: 1, truncation: .head)
    // "…hree four": the ellipsis first.
    #expect(head.blocks.first?.rect.minX == 0 && head.blocks.count == 9)
    let middle = layout("abcdefghijklmnop", size: 10, width: 60, lineLimit: 1, truncation: .middle)
    // "abcde…mnop": 5 + 1 + 4 blocks.
    #expect(middle.blocks.count == 10 && near(middle.box.size.width, 60))
  }

  @Test("lineLimit(2): the second line takes the rest and ends in an ellipsis")
  func twoLines() {
    let limited = layout("one two three four five six", size: 10, width: 60, lineLimit: 2)
    #expect(limited.box.lineCount == 2 && near(limited.box.size.height, 20))
    #expect(near(limited.box.size.width, 60))
  }

  @Test("centre and trailing alignment offset shorter lines by half and all of the difference")
  func alignment() {
    let centred = layout("abcdefghij ab", size: 10, width: 60, alignment: .center)
    let second = centred.blocks.filter { $0.rect.minY == 10 }
    #expect(second.first?.rect.minX == 24, "(60 − 12) / 2")
    let trailing = layout("abcdefghij ab", size: 10, width: 60, alignment: .trailing)
    #expect(trailing.blocks.filter { $0.rect.minY == 10 }.first?.rect.minX == 48)
  }

  @Test("parts of different sizes share a baseline; the line is as tall as the largest (10 and 20 pt)")
  func mixedSizes() {
    let mixed = BlockedTextLayout(
      TextLayoutRequest(spans: [
        .init("ab", font: FontDescriptor(size: 10)), .init("c", font: FontDescriptor(size: 20)),
      ]))
    #expect(near(mixed.box.size.height, 20) && near(mixed.box.firstBaseline, 16))
    #expect(near(mixed.box.size.width, 2 * 6 + 12))
    // Every block's bottom is 0.2 of its em below the baseline at 16.
    #expect(
      mixed.blocks.map(\.rect) == [
        CGRect(x: 0, y: 8, width: 6, height: 10), CGRect(x: 6, y: 8, width: 6, height: 10),
        CGRect(x: 12, y: 0, width: 12, height: 20),
      ])
    #expect(mixed.blocks.map(\.span) == [0, 0, 1])
  }

  @Test("the measurer caches each request's layout")
  func measurerCaches() {
    let measurer = BlockedTextMeasurer()
    let request = TextLayoutRequest("Hello", font: FontDescriptor(size: 17))
    #expect(near(measurer.layout(request).size.width, 51))
    #expect(measurer.blocked(request) == BlockedTextLayout(request))
  }
}
