import PlaygroundUI

/// The playground's demos (the reference articles'), in tab order (keys 1–4).
package enum DemoID: String, CaseIterable, Sendable {
  case flow, chips, equal, spiral

  /// The name on the tab and in the window title.
  package var title: String {
    switch self {
    case .flow: "Flow"
    case .chips: "Chips"
    case .equal: "Equal stacks"
    case .spiral: "Spiral"
    }
  }

  /// The demo after this one, wrapping around (Tab).
  package var next: DemoID {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// The demo before this one, wrapping around (Shift-Tab).
  package var previous: DemoID {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
  }
}
