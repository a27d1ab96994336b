/// Lets `#selector(Type.method)` compile without Objective-C: Linux's Swift has no `#selector`,
/// and SwiftUI code uses it to hide the keyboard
/// (`UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`).
///
/// Each `#selector(` in code becomes `Selector( ` — as many bytes, so lines and columns stay —
/// which the `UIKit` module's `Selector.init(_:)` accepts for any method reference. The
/// `getter:` and `setter:` forms name properties, which are no expression in Swift: they are
/// left for the compiler to reject. Comments and string literals are never touched.
package enum ObjCSelectors {
  private static let directive = Array("#selector(".utf8)
  private static let replacement = Array("Selector( ".utf8)

  package static func rewrite(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "#")), let mask = CodeMask(text) else { return text }
    let code = mask.code
    var output = mask.original
    var changed = false
    var index = 0
    while index + directive.count <= code.count {
      guard code[index] == ASCII.hash, Array(code[index..<index + directive.count]) == directive else {
        index += 1
        continue
      }
      var next = index + directive.count
      while next < code.count, ASCII.isSpace(code[next]) { next += 1 }
      let rest = String(decoding: code[next..<min(code.count, next + 7)], as: UTF8.self)
      if !rest.hasPrefix("getter:") && !rest.hasPrefix("setter:") {
        output.replaceSubrange(index..<index + directive.count, with: replacement)
        changed = true
      }
      index += directive.count
    }
    return changed ? String(decoding: output, as: UTF8.self) : text
  }
}
