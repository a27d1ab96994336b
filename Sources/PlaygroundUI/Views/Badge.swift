/// Badges (mirrors SwiftUI's `badge(_:)`): on a list row, the count or text drawn at the row's
/// trailing edge in the secondary colour; on a tab's view, a red capsule with white text at
/// the top trailing corner of the tab's label. Zero and nil show no badge, as in SwiftUI.
extension View {
  public func badge(_ count: Int) -> some View {
    badgeText(count == 0 ? nil : String(count))
  }

  public func badge(_ label: Text?) -> some View {
    badgeText(label?.string)
  }

  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    badgeText(label.map { String($0) })
  }

  fileprivate func badgeText(_ text: String?) -> some View {
    AnnotatedView(content: self) { $0.layoutValues[ObjectIdentifier(BadgeKey.self)] = text }
  }
}

/// Where `badge` puts its text on the view's node.
enum BadgeKey {}

extension Node {
  /// The badge set on this view, if any.
  var badgeText: String? { layoutValues[ObjectIdentifier(BadgeKey.self)] as? String }
}

/// A tab label's badge: white text on a red capsule, at least a circle.
struct TabBadge: View {
  let text: String

  var body: some View {
    Text(text)
      .font(.system(size: 13, weight: .medium))
      .foregroundStyle(Color.white)
      .padding(.horizontal, 5)
      .frame(minWidth: 18, minHeight: 18)
      .background(Capsule().fill(Color.red))
  }
}
