import PlaygroundUI

/// The languages the chips demo can show its suggestions in: one picker shows shaping, bidi,
/// CJK line breaking and right-to-left layout on the same engine.
package enum ChipLanguage: String, CaseIterable, Hashable {
  case english, spanish, portuguese, chinese, arabic

  /// The language's own name, as a language menu shows it.
  package var name: String {
    switch self {
    case .english: "English"
    case .spanish: "Español"
    case .portuguese: "Português"
    case .chinese: "中文"
    case .arabic: "العربية"
    }
  }

  package var layoutDirection: LayoutDirection { self == .arabic ? .rightToLeft : .leftToRight }

  package var title: String {
    switch self {
    case .english: "Pick a few habits"
    case .spanish: "Elige algunos hábitos"
    case .portuguese: "Escolha alguns hábitos"
    case .chinese: "选几个习惯"
    case .arabic: "اختر بعض العادات"
    }
  }

  /// The same seven suggestions in every language, in the same order (selection is by index).
  package var suggestions: [String] {
    switch self {
    case .english:
      [
        "Morning routine ☀️", "Exercise 💪", "Read a book 📚", "Drink water 💧", "Meditation 🧘",
        "Call a friend 📞", "Learn something new 🧠",
      ]
    case .spanish:
      [
        "Rutina matutina ☀️", "Ejercicio 💪", "Leer un libro 📚", "Beber agua 💧", "Meditación 🧘",
        "Llamar a un amigo 📞", "Aprender algo nuevo 🧠",
      ]
    case .portuguese:
      [
        "Rotina matinal ☀️", "Exercício 💪", "Ler um livro 📚", "Beber água 💧", "Meditação 🧘",
        "Ligar para um amigo 📞", "Aprender algo novo 🧠",
      ]
    case .chinese:
      ["晨间习惯 ☀️", "锻炼 💪", "读一本书 📚", "喝水 💧", "冥想 🧘", "给朋友打电话 📞", "学点新东西 🧠"]
    case .arabic:
      [
        "روتين الصباح ☀️", "ممارسة الرياضة 💪", "قراءة كتاب 📚", "شرب الماء 💧", "التأمل 🧘",
        "الاتصال بصديق 📞", "تعلّم شيء جديد 🧠",
      ]
    }
  }

  /// `count` suggestions (`--items`): the seven, cut short or followed by "Suggestion 8",
  /// "Suggestion 9", … in the language; the seven for nil.
  package func suggestions(count: Int?) -> [String] {
    guard let count else { return suggestions }
    let extra = (suggestions.count..<max(count, suggestions.count)).map { "\(itemWord) \($0 + 1)" }
    return Array(suggestions.prefix(count)) + extra
  }

  /// The word numbered suggestions past the seven are called.
  private var itemWord: String {
    switch self {
    case .english: "Suggestion"
    case .spanish: "Sugerencia"
    case .portuguese: "Sugestão"
    case .chinese: "建议"
    case .arabic: "اقتراح"
    }
  }

  /// How many suggestions are selected, in words.
  package func status(selected count: Int) -> String {
    switch self {
    case .english: count == 0 ? "Nothing selected" : "\(count) selected"
    case .spanish: count == 0 ? "Nada seleccionado" : "\(count) seleccionados"
    case .portuguese: count == 0 ? "Nada selecionado" : "\(count) selecionados"
    case .chinese: count == 0 ? "未选择" : "已选择 \(count) 项"
    case .arabic: count == 0 ? "لم يُختر شيء" : "تم اختيار \(count)"
    }
  }
}
