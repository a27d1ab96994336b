/// Which files to leave out of a retry build when some files do not compile, so that the
/// previews of the others still show (Xcode previews a file whose own code builds even while
/// another file of the project is being edited).
///
/// A file is left out when the compiler reported an error in it, and so is every file that
/// names something one of those declares at file scope (a type, function, variable or alias),
/// transitively: without the broken file those names would not resolve. This is a reading of
/// identifiers, not of Swift's name lookup, so it can leave out a file that only names a local
/// of the same name; it never keeps a file that needs a left-out one, which is what makes a
/// single retry enough.
package enum BrokenFiles {
  /// The display names to leave out, given the files with errors (`broken`) and every input.
  package static func excluded(broken: Set<String>, among inputs: [(name: String, text: String)]) -> Set<String> {
    var excluded = broken
    let declared = Dictionary(
      inputs.map { ($0.name, declarations(in: $0.text)) }, uniquingKeysWith: { first, _ in first })
    let used = Dictionary(inputs.map { ($0.name, identifiers(in: $0.text)) }, uniquingKeysWith: { first, _ in first })
    var changed = true
    while changed {
      changed = false
      let missing = excluded.reduce(into: Set<String>()) { $0.formUnion(declared[$1] ?? []) }
      for input in inputs where !excluded.contains(input.name) {
        if !(used[input.name] ?? []).isDisjoint(with: missing) {
          excluded.insert(input.name)
          changed = true
        }
      }
    }
    return excluded
  }

  /// The names a file declares at file scope.
  static func declarations(in text: String) -> Set<String> {
    guard let mask = CodeMask(text) else { return [] }
    let code = mask.code
    let keywords: Set = ["struct", "class", "enum", "actor", "protocol", "typealias", "func", "let", "var"]
    var names: Set<String> = []
    var depth = 0
    var index = 0
    var previous = ""
    while index < code.count {
      let byte = code[index]
      if byte == ASCII.openBrace || byte == ASCII.openParen {
        depth += 1
        index += 1
      } else if byte == ASCII.closeBrace || byte == ASCII.closeParen {
        depth -= 1
        index += 1
      } else if ASCII.isIdentifier(byte) {
        var end = index
        while end < code.count, ASCII.isIdentifier(code[end]) { end += 1 }
        let word = String(decoding: code[index..<end], as: UTF8.self)
        if depth == 0, keywords.contains(previous) { names.insert(word) }
        previous = word
        index = end
      } else {
        if !ASCII.isSpace(byte) { previous = "" }
        index += 1
      }
    }
    return names
  }

  /// Every identifier a file's code names (comments and literals aside).
  static func identifiers(in text: String) -> Set<String> {
    guard let mask = CodeMask(text) else { return [] }
    var names: Set<String> = []
    var index = 0
    let code = mask.code
    while index < code.count {
      guard ASCII.isIdentifier(code[index]) else {
        index += 1
        continue
      }
      var end = index
      while end < code.count, ASCII.isIdentifier(code[end]) { end += 1 }
      names.insert(String(decoding: code[index..<end], as: UTF8.self))
      index = end
    }
    return names
  }
}
