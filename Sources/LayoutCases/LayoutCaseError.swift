/// The one error the `layout` command reports for malformed input.
///
/// Its `message` names the case (its index in the input array) and the field when they are
/// known, then says what was expected and what was found:
///
///     case 3: field "items[2][0]": expected a finite non-negative number, got "NaN"
///     case 0: field "layout": unknown layout "grid" (expected one of flow, equal-h, …)
///     case 1: field "items": invalid JSON at line 4, column 18: unexpected '}', expected a value
///     invalid JSON at line 1, column 1: the input is empty (expected a JSON array of cases)
package struct LayoutCaseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The index of the offending case in the input array, when the error is inside one.
  package var caseIndex: Int?
  /// The offending field's path within the case (`width`, `items[2][0]`), when known.
  package var field: String?
  /// What is wrong, without the case and field.
  package var problem: String

  package init(caseIndex: Int? = nil, field: String? = nil, problem: String) {
    self.caseIndex = caseIndex
    self.field = field
    self.problem = problem
  }

  /// The full message: `case N: field "F": problem`, leaving out what is not known.
  package var message: String {
    var parts: [String] = []
    if let caseIndex { parts.append("case \(caseIndex)") }
    if let field { parts.append("field \(quoted(field, limit: 80))") }
    parts.append(problem)
    return parts.joined(separator: ": ")
  }

  package var description: String { message }
}

extension LayoutCaseError {
  /// An error at a JSON path: the first index is the case, the rest is the field.
  init(path: [JSONPathComponent], problem: String) {
    var caseIndex: Int?
    var rest = path[...]
    if case .index(let index)? = rest.first {
      caseIndex = index
      rest = rest.dropFirst()
    }
    self.init(caseIndex: caseIndex, field: fieldName(rest), problem: problem)
  }
}

/// `items[2][0]` from [.key("items"), .index(2), .index(0)]; nil for an empty path.
func fieldName(_ path: ArraySlice<JSONPathComponent>) -> String? {
  guard !path.isEmpty else { return nil }
  var name = ""
  for component in path {
    switch component {
    case .index(let index): name += "[\(index)]"
    case .key(let key): name += name.isEmpty ? key : ".\(key)"
    }
  }
  return name
}
