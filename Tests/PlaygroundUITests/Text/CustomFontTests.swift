import Foundation
import Testing

@testable import PlaygroundUI

/// `Font.custom`: a family by name whose size scales with Dynamic Type like the body style
/// (Apple: "scales relative to the body text style"), relative to another style when asked, or
/// not at all with `fixedSize:`. Body is 17 pt at the default size and 23 pt at xxxLarge in
/// Apple's Dynamic Type table, title 28 and 34.
@Suite struct CustomFontTests {
  @Test func familyAndScaling() {
    let body = Font.custom("Avenir-Heavy", size: 20)
    #expect(body.resolved(at: .large).family == "Avenir-Heavy")
    #expect(body.resolved(at: .large).size == 20)
    #expect(abs(body.resolved(at: .xxxLarge).size - 20 * 23 / 17) < 1e-9)
    let title = Font.custom("Lato", size: 30, relativeTo: .title)
    #expect(abs(title.resolved(at: .xxxLarge).size - 30 * 34 / 28) < 1e-9)
    #expect(Font.custom("Lato", fixedSize: 30).resolved(at: .xxxLarge).size == 30)
  }
}
