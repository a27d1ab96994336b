import PlaygroundUI

/// The tag cloud: chips in a `FlowLayout`, with its spacing, line alignment and tags to play with.
/// Resizing the window re-wraps the chips.
struct FlowDemo: View {
  /// The tags the demo starts with.
  static let initialTags = [
    "Swift", "SwiftUI", "iOS Development", "Xcode", "UIKit", "Combine", "Async/Await", "Core Data",
  ]

  @State private var tags: [String]
  @State private var horizontalSpacing = 8.0
  @State private var verticalSpacing = 8.0
  @State private var alignment = LineAlignment.leading

  /// Tags offered by "Add tag", in order.
  private let moreTags = ["Concurrency", "Swift Testing", "Linux", "X11", "Layout", "Charts", "visionOS", "SwiftData"]

  /// `items` tags (`--items`): the usual ones, cut short or followed by "Tag 9", "Tag 10", …;
  /// nil for the usual ones.
  init(items: Int? = nil) {
    _tags = State(initialValue: Self.tags(count: items))
  }

  static func tags(count: Int?) -> [String] {
    guard let count else { return initialTags }
    return Array(initialTags.prefix(count))
      + (initialTags.count..<max(count, initialTags.count)).map { "Tag \($0 + 1)" }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      controls
      FlowLayout(
        horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
        alignment: alignment.guide
      ) {
        ForEach(tags, id: \.self) { tag in
          Text(tag)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(Capsule().fill(Color.blue.opacity(0.2)))
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      Spacer(minLength: 0)
    }
    .padding(20)
  }

  private var controls: some View {
    VStack(alignment: .leading, spacing: 8) {
      LabeledSlider(title: "Horizontal", value: $horizontalSpacing, range: 0...40)
      LabeledSlider(title: "Vertical", value: $verticalSpacing, range: 0...40)
      // The controls wrap too, so a narrow window keeps them on screen.
      FlowLayout(horizontalSpacing: 12, verticalSpacing: 8) {
        SegmentedPicker(options: LineAlignment.allCases, title: \.title, selection: $alignment)
        Button("Add tag") {
          withAnimation(.spring(response: 0.3)) { tags.append(nextTag) }
        }
        Button("Remove tag") {
          withAnimation(.spring(response: 0.3)) { _ = tags.popLast() }
        }
      }
    }
  }

  /// The next tag not yet shown, or a numbered one once the list runs out.
  private var nextTag: String {
    moreTags.first { !tags.contains($0) } ?? "Tag \(tags.count + 1)"
  }
}

/// Where each line of chips sits.
enum LineAlignment: CaseIterable, Hashable {
  case leading, center, trailing

  var title: String {
    switch self {
    case .leading: "Leading"
    case .center: "Center"
    case .trailing: "Trailing"
    }
  }

  var guide: HorizontalAlignment {
    switch self {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }
}
