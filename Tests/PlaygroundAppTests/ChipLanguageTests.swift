import Demos
import PlaygroundApp
import PlaygroundUI
import Testing

/// The chips demo's language picker: the same seven suggestions in five languages, the
/// selection kept by position, and Arabic laid out right to left (its flow starts at the right).
@MainActor
@Suite struct ChipLanguageTests {
  /// The traced chips' texts in the last frame, with their frames.
  private func chips(_ session: PlaygroundSession, _ titles: [String]) -> [TracedView] {
    titles.compactMap { session.text($0) }
  }

  @Test("Choosing a language relabels title, chips and status; a selection survives the switch")
  func relabels() throws {
    let session = fakeSession(.chips)
    var end = try ScriptedActions("click:Exercise 💪;wait:1").replay(on: session, size: window, from: 0)
    session.frame(at: end)
    #expect(session.text("1 selected") != nil)
    end = try ScriptedActions("click:Español;wait:1").replay(on: session, size: window, from: end)
    session.frame(at: end)
    #expect(session.text("Elige algunos hábitos") != nil)
    #expect(session.text("Ejercicio 💪") != nil && session.text("Exercise 💪") == nil)
    #expect(session.text("1 seleccionados") != nil, "the selection is by position, so it survives")
    #expect(session.drawsCheckmark)
    end = try ScriptedActions("click:中文;wait:1").replay(on: session, size: window, from: end)
    session.frame(at: end)
    #expect(session.text("选几个习惯") != nil && session.text("锻炼 💪") != nil)
  }

  @Test("In Arabic the flow is mirrored: chips run from the right edge leftwards, the title sits at the right")
  func arabicIsRightToLeft() throws {
    let session = fakeSession(.chips)
    session.frame(at: 0)
    let english = chips(session, ChipLanguage.english.suggestions)
    #expect(english.count == 7)
    let end = try ScriptedActions("click:العربية;wait:1").replay(on: session, size: window, from: 0)
    session.frame(at: end)
    let arabic = chips(session, ChipLanguage.arabic.suggestions)
    #expect(arabic.count == 7)
    // The first two chips share the first line: the first is right of the second.
    #expect(abs(arabic[0].frame.midY - arabic[1].frame.midY) < 1)
    #expect(arabic[0].frame.minX > arabic[1].frame.maxX)
    #expect(abs(english[0].frame.midY - english[1].frame.midY) < 1)
    #expect(english[0].frame.maxX < english[1].frame.minX)
    // Leading alignment is the right edge: the title ends where the first chip's line ends
    // (the chip's text sits 14 pt inside its capsule).
    let title = try #require(session.text(ChipLanguage.arabic.title))
    #expect(abs(title.frame.maxX - (arabic[0].frame.maxX + 14)) < 1)
  }
}
