import PlaygroundUI
import Testing

@testable import X11Host

/// The family a custom font asks fontconfig for: the name's family part (a PostScript name
/// "Family-Style" names its family first), then the design's family to fall back on.
@Suite struct FontFamiliesTests {
  @Test func customFamiliesFallBackToTheDesign() {
    var descriptor = FontDescriptor(size: 17)
    #expect(FontFamilies.family(for: descriptor, default: "DejaVu Sans") == "DejaVu Sans")
    descriptor.family = "Avenir-Heavy"
    #expect(FontFamilies.family(for: descriptor, default: "DejaVu Sans") == "Avenir, DejaVu Sans")
    descriptor.family = "Comfortaa"
    descriptor.design = .serif
    #expect(FontFamilies.family(for: descriptor, default: "DejaVu Sans") == "Comfortaa, DejaVu Serif")
  }
}
