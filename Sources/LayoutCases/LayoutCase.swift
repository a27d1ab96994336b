import LayoutCore

/// One case of the `layout` command (docs/command-line.md): a built-in layout, a proposal, and fixed-size boxes.
///
/// ## Input fields, and which are required
///
/// Every case is a JSON object. Fields for every layout:
/// - `"layout"` — **required**; one of `flow`, `equal-h`, `equal-v`, `spiral`, `hstack`, `vstack`,
///   `zstack`.
/// - `"width"`, `"height"` — **required keys**: the proposal. A finite non-negative number, or
///   `null` for an unspecified dimension. They must be written (even as `null`) because an
///   absent width silently turning into "unspecified" (one endless flow line, a 10 pt spiral)
///   is far more often a mistake than an intent.
/// - `"items"` — **required**: an array (possibly empty) of `[width, height]` pairs of finite
///   non-negative numbers.
///
/// Fields for some layouts only; each is optional, and absent or `null` means the default:
/// - `flow`: `"hspacing"` and `"vspacing"` (finite, non-negative; default 8, `FlowLayout`'s
///   default), `"alignment"` (`"leading"`, `"center"` or `"trailing"`; default `"leading"`).
/// - `equal-h`, `equal-v`: `"spacing"` (finite, non-negative; default 8, the equal stacks'
///   default).
/// - `hstack`, `vstack`: `"spacing"` (finite, non-negative; default: SwiftUI's spacing between
///   adjacent views, 8 between fixed boxes).
/// - `spiral`, `zstack`: none.
///
/// Any other key — a typo, or a field of another layout (`"spacing"` on a flow) — is an error,
/// as is a key written twice, so no setting is ever silently ignored. Numbers are finite: `NaN`,
/// `Infinity` (bare or as strings) and numbers beyond a double's range (`1e400`) are errors.
package struct LayoutCase: Equatable, Sendable {
  /// The built-in layouts, by their names in the input.
  package enum Kind: String, CaseIterable, Sendable {
    case flow
    case equalH = "equal-h"
    case equalV = "equal-v"
    case spiral
    case hstack
    case vstack
    case zstack
  }

  /// How a flow line sits in the container.
  package enum LineAlignment: String, CaseIterable, Sendable {
    case leading, center, trailing

    package var horizontalAlignment: HorizontalAlignment {
      switch self {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    }
  }

  package var kind: Kind
  /// The proposal; nil is unspecified.
  package var width: CGFloat?
  package var height: CGFloat?
  /// Flow only.
  package var horizontalSpacing: CGFloat
  package var verticalSpacing: CGFloat
  package var alignment: LineAlignment
  /// Stacks and equal stacks only; nil is the layout's default.
  package var spacing: CGFloat?
  /// The fixed boxes' sizes.
  package var items: [CGSize]

  package init(
    kind: Kind, width: CGFloat?, height: CGFloat?, horizontalSpacing: CGFloat = 8,
    verticalSpacing: CGFloat = 8, alignment: LineAlignment = .leading, spacing: CGFloat? = nil,
    items: [CGSize]
  ) {
    self.kind = kind
    self.width = width
    self.height = height
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.alignment = alignment
    self.spacing = spacing
    self.items = items
  }

  /// The fields a case of `kind` may hold, in the order the documentation lists them.
  package static func fields(of kind: Kind) -> [String] {
    switch kind {
    case .flow: ["layout", "width", "height", "hspacing", "vspacing", "alignment", "items"]
    case .equalH, .equalV, .hstack, .vstack: ["layout", "width", "height", "spacing", "items"]
    case .spiral, .zstack: ["layout", "width", "height", "items"]
    }
  }

  /// The fields every case must write.
  package static let requiredFields = ["layout", "width", "height", "items"]
}

/// Turns one parsed case into a `LayoutCase`, or the error naming the case and field.
struct CaseDecoder {
  /// The whole input, to quote numbers as they were written.
  let bytes: UnsafeBufferPointer<UInt8>
  let index: Int

  func failure(_ field: String?, _ problem: String) -> LayoutCaseError {
    LayoutCaseError(caseIndex: index, field: field, problem: problem)
  }

  /// A short description of a value for "got …".
  func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number, let range):
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      return number.isFinite ? shown : "\(shown) (beyond the range of a double)"
    case .nonFinite(let name): return name
    case .string(let text): return quoted(text)
    case .array(let elements):
      return elements.count == 1 ? "an array of 1 element" : "an array of \(elements.count) elements"
    case .object: return "an object"
    }
  }

  /// A finite non-negative number (or nil for `null` when `nullable`).
  func length(_ value: JSONValue, _ field: @autoclosure () -> String, nullable: Bool)
    throws(LayoutCaseError) -> CGFloat?
  {
    if case .number(let number, _) = value, number.isFinite, number >= 0 { return number }
    if nullable, case .null = value { return nil }
    let expected =
      nullable
      ? "expected a finite non-negative number or null" : "expected a finite non-negative number"
    throw failure(field(), "\(expected), got \(describe(value))")
  }

  func decode(_ value: JSONValue) throws(LayoutCaseError) -> LayoutCase {
    guard case .object(let members) = value else {
      throw failure(nil, "expected an object (a layout case), got \(describe(value))")
    }
    // A key written twice is an error: which one would win is anyone's guess.
    var seen = Set<String>()
    for member in members where !seen.insert(member.key).inserted {
      throw failure(member.key, "the key is written twice")
    }
    let kinds = LayoutCase.Kind.allCases.map(\.rawValue).joined(separator: ", ")
    guard let layoutMember = members.first(where: { $0.key == "layout" }) else {
      throw failure("layout", "missing (required: one of \(kinds))")
    }
    guard case .string(let name) = layoutMember.value else {
      throw failure("layout", "expected a string, one of \(kinds), got \(describe(layoutMember.value))")
    }
    guard let kind = LayoutCase.Kind(rawValue: name) else {
      throw failure("layout", "unknown layout \(quoted(name)) (expected one of \(kinds))")
    }
    var result = LayoutCase(kind: kind, width: nil, height: nil, items: [])
    let allowed = LayoutCase.fields(of: kind)
    for member in members {
      let key = member.key
      let value = member.value
      guard allowed.contains(key) else {
        throw failure(
          key, "not a field of layout \(quoted(name)) (its fields: \(allowed.joined(separator: ", ")))")
      }
      switch key {
      case "width": result.width = try length(value, key, nullable: true)
      case "height": result.height = try length(value, key, nullable: true)
      case "hspacing": result.horizontalSpacing = try length(value, key, nullable: true) ?? 8
      case "vspacing": result.verticalSpacing = try length(value, key, nullable: true) ?? 8
      case "spacing": result.spacing = try length(value, key, nullable: true)
      case "alignment":
        let names = LayoutCase.LineAlignment.allCases.map(\.rawValue)
        switch value {
        case .null: result.alignment = .leading
        case .string(let text):
          guard let alignment = LayoutCase.LineAlignment(rawValue: text) else {
            throw failure(
              key, "unknown alignment \(quoted(text)) (expected \(names.joined(separator: ", ")))")
          }
          result.alignment = alignment
        default:
          throw failure(
            key, "expected a string, one of \(names.joined(separator: ", ")), got \(describe(value))")
        }
      case "items": result.items = try items(value)
      default: break  // "layout", read above
      }
    }
    for required in LayoutCase.requiredFields where !seen.contains(required) {
      let hint =
        required == "items"
        ? "an array of [width, height] pairs" : "a finite non-negative number, or null for unspecified"
      throw failure(required, "missing (required for every layout: \(hint))")
    }
    return result
  }

  private func items(_ value: JSONValue) throws(LayoutCaseError) -> [CGSize] {
    guard case .array(let elements) = value else {
      throw failure("items", "expected an array of [width, height] pairs, got \(describe(value))")
    }
    var sizes: [CGSize] = []
    sizes.reserveCapacity(elements.count)
    for (i, element) in elements.enumerated() {
      guard case .array(let pair) = element, pair.count == 2 else {
        throw failure(
          "items[\(i)]", "expected a [width, height] pair of numbers, got \(describe(element))")
      }
      // Fast path: two finite non-negative numbers.
      if case .number(let w, _) = pair[0], case .number(let h, _) = pair[1], w.isFinite, h.isFinite,
        w >= 0, h >= 0
      {
        sizes.append(CGSize(width: w, height: h))
        continue
      }
      let w = try length(pair[0], "items[\(i)][0]", nullable: false)!
      let h = try length(pair[1], "items[\(i)][1]", nullable: false)!
      sizes.append(CGSize(width: w, height: h))
    }
    return sizes
  }
}
