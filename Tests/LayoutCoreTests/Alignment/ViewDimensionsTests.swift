import LayoutCore
import Testing

/// A custom guide a third of the way across, as a SwiftUI user would declare one.
private enum OneThird: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
}

/// A custom guide defined from another guide of the same view.
private enum InsetFromBottom: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] - 4 }
}

/// `ViewDimensions`: a size plus alignment guides, explicit where the view sets them,
/// the guide's default otherwise.
@Suite("ViewDimensions and alignment guides")
struct ViewDimensionsTests {
  let dimensions = ViewDimensions(size: CGSize(width: 40, height: 20))

  @Test(
    "horizontal guides default to 0, half and full width",
    arguments: [
      (HorizontalAlignment.leading, CGFloat(0)), (.center, 20), (.trailing, 40),
    ])
  func horizontalDefaults(guide: HorizontalAlignment, expected: CGFloat) {
    #expect(dimensions[guide] == expected)
    #expect(dimensions[explicit: guide] == nil)
  }

  @Test(
    "vertical guides default to 0, half and full height; baselines of a non-text view at its bottom",
    arguments: [
      (VerticalAlignment.top, CGFloat(0)), (.center, 10), (.bottom, 20),
      (.firstTextBaseline, 20), (.lastTextBaseline, 20),
    ])
  func verticalDefaults(guide: VerticalAlignment, expected: CGFloat) {
    #expect(dimensions[guide] == expected)
    #expect(dimensions[explicit: guide] == nil)
  }

  @Test("size, width and height")
  func size() {
    #expect(dimensions.width == 40 && dimensions.height == 20)
    #expect(dimensions.size == CGSize(width: 40, height: 20))
  }

  @Test("explicit guides override the defaults, and only for the guides set")
  func explicitValues() {
    let text = ViewDimensions(
      size: CGSize(width: 40, height: 20), explicitHorizontal: [.leading: 5],
      explicitVertical: [.firstTextBaseline: 15, .center: 7])
    #expect(text[.leading] == 5 && text[explicit: .leading] == 5)
    #expect(text[.trailing] == 40 && text[explicit: .trailing] == nil)
    #expect(text[.firstTextBaseline] == 15 && text[explicit: .firstTextBaseline] == 15)
    #expect(text[VerticalAlignment.center] == 7)
    #expect(text[.lastTextBaseline] == 20)
  }

  @Test("custom AlignmentID guides use their defaultValue")
  func customGuides() {
    let third = HorizontalAlignment(OneThird.self)
    let nearBottom = VerticalAlignment(InsetFromBottom.self)
    let wide = ViewDimensions(size: CGSize(width: 90, height: 30))
    #expect(wide[third] == 30)
    #expect(wide[nearBottom] == 26)
    #expect(third == HorizontalAlignment(OneThird.self))
    #expect(third != .leading)
    let explicit = ViewDimensions(size: CGSize(width: 90, height: 30), explicitHorizontal: [third: 1])
    #expect(explicit[third] == 1)
  }

  @Test("Alignment pairs the guides SwiftUI names")
  func alignmentPairs() {
    #expect(Alignment.topLeading == Alignment(horizontal: .leading, vertical: .top))
    #expect(Alignment.bottomTrailing == Alignment(horizontal: .trailing, vertical: .bottom))
    #expect(Alignment.center == Alignment(horizontal: .center, vertical: .center))
    #expect(Alignment.leading == Alignment(horizontal: .leading, vertical: .center))
    #expect(Alignment.top == Alignment(horizontal: .center, vertical: .top))
  }
}
