import Foundation

/// A `--variants` spec, `axis=value,value;axis=value,…`: the cartesian product of its axes'
/// values, each a `Variant` (docs/visual-qa.md).
package struct VariantSpec: Hashable, Sendable {
  /// The axes in the spec's order, each with its values in the order written.
  package let axes: [(axis: VariantAxis, values: [VariantValue])]

  /// More cells than this is a typo, not a plan (a window of them would be unreadable).
  package static let maximumVariants = 256

  /// Reads `text`, or throws one sentence naming the unknown axis or value.
  package init(_ text: String) throws(VariantSpecError) {
    var axes: [(axis: VariantAxis, values: [VariantValue])] = []
    for part in text.split(separator: ";", omittingEmptySubsequences: true) {
      let clause = part.trimmingCharacters(in: .whitespaces)
      guard !clause.isEmpty else { continue }
      guard let equals = clause.firstIndex(of: "=") else {
        throw VariantSpecError("\"\(clause)\" in --variants is not axis=value,value (axes: \(VariantAxis.names))")
      }
      let name = clause[..<equals].trimmingCharacters(in: .whitespaces)
      guard let axis = VariantAxis(rawValue: name.lowercased()) else {
        throw VariantSpecError("unknown axis \"\(name)\" in --variants: the axes are \(VariantAxis.names)")
      }
      guard !axes.contains(where: { $0.axis == axis }) else {
        throw VariantSpecError("the axis \"\(axis.rawValue)\" appears twice in --variants")
      }
      let texts = clause[clause.index(after: equals)...].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty }
      guard !texts.isEmpty else { throw VariantSpecError("the axis \"\(axis.rawValue)\" in --variants has no values") }
      var values: [VariantValue] = []
      for text in texts {
        let value = try VariantValue.parse(text, axis: axis)
        if !values.contains(value) { values.append(value) }
      }
      axes.append((axis, values))
    }
    guard !axes.isEmpty else {
      throw VariantSpecError("--variants is empty: give axis=value,… (axes: \(VariantAxis.names))")
    }
    let count = axes.reduce(1) { $0 * $1.values.count }
    guard count <= Self.maximumVariants else {
      throw VariantSpecError("--variants makes \(count) variants; at most \(Self.maximumVariants) are allowed")
    }
    self.axes = axes
  }

  /// Every combination, the first axis varying slowest. `device` is the command's own device
  /// (nil: the plain window), whose value stays out of baseline names.
  package func variants(device: Device?) -> [Variant] {
    var combinations: [[VariantValue]] = [[]]
    for (_, values) in axes {
      combinations = combinations.flatMap { prefix in values.map { prefix + [$0] } }
    }
    return combinations.map { Variant(values: $0, device: device) }
  }

  package static func == (lhs: VariantSpec, rhs: VariantSpec) -> Bool {
    lhs.axes.map(\.axis) == rhs.axes.map(\.axis) && lhs.axes.map(\.values) == rhs.axes.map(\.values)
  }

  package func hash(into hasher: inout Hasher) {
    for (axis, values) in axes {
      hasher.combine(axis)
      hasher.combine(values)
    }
  }
}
