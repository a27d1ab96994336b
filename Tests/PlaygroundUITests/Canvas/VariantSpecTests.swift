import Foundation
import Testing

@testable import PlaygroundUI

/// `--variants`: the axes and values issue 26 names (DynamicTypeSize's case names as Apple
/// spells them), the cartesian product, baseline suffixes that leave defaults out, and one
/// sentence for what is wrong.
@Suite struct VariantSpecTests {
  @Test func productVariesTheFirstAxisSlowest() throws {
    let spec = try VariantSpec("scheme=light,dark; type=large,accessibility3")
    let variants = spec.variants(device: .iPhone)
    #expect(
      variants.map(\.label) == ["light · large", "light · accessibility3", "dark · large", "dark · accessibility3"])
    #expect(variants.map(\.suffix) == ["", "accessibility3", "dark", "dark.accessibility3"])
  }

  @Test func everyDynamicTypeSizeNameIsAccepted() throws {
    let names =
      "xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,accessibility1,accessibility2,accessibility3,accessibility4,accessibility5"
    let spec = try VariantSpec("type=" + names)
    #expect(
      spec.variants(device: nil).compactMap { $0.canvas(over: CanvasSettings()).dynamicTypeSize }
        == DynamicTypeSize.allCases)
    // Case does not matter.
    #expect(try VariantSpec("TYPE=XXXLARGE").variants(device: nil)[0].suffix == "xxxLarge")
  }

  @Test func devicesAndPlainScreens() throws {
    let variants = try VariantSpec("device=iphone,ipad,390x844,mac").variants(device: .iPhone)
    #expect(variants.map(\.suffix) == ["", "ipad", "390x844", "mac"])
    let plain = variants[2].canvas(over: CanvasSettings()).device
    #expect(plain?.size == CGSize(width: 390, height: 844))
    #expect(plain?.safeAreaInsets == EdgeInsets())
    #expect(variants[3].canvas(over: CanvasSettings(device: .iPhone)).device == nil)
  }

  @Test func aRightToLeftLocaleBringsItsDirection() throws {
    let variants = try VariantSpec("locale=en,ar,ja").variants(device: nil)
    let canvases = variants.map { $0.canvas(over: CanvasSettings()) }
    #expect(canvases.map(\.layoutDirection) == [.leftToRight, .rightToLeft, .leftToRight])
    #expect(canvases.map { $0.locale?.identifier } == ["en", "ar", "ja"])
    #expect(variants.map(\.suffix) == ["", "ar", "ja"])
    // An explicit direction axis wins over the locale's.
    let both = try VariantSpec("locale=ar;direction=ltr").variants(device: nil)[0]
    #expect(both.canvas(over: CanvasSettings()).layoutDirection == .leftToRight)
  }

  @Test func widthsShowThePreviewOnAPlainCanvas() throws {
    let variants = try VariantSpec("width=320,390.5").variants(device: .iPhone)
    #expect(variants.map(\.proposedWidth) == [320, 390.5])
    #expect(variants.map(\.suffix) == ["w320", "w390.5"])
    #expect(variants[0].canvas(over: CanvasSettings(device: .iPhone)).device == nil)
  }

  @Test func mistakesAreOneSentenceNamingThem() {
    func message(_ text: String) -> String {
      do {
        _ = try VariantSpec(text)
        return "accepted"
      } catch { return error.description }
    }
    #expect(
      message("colour=dark")
        == "unknown axis \"colour\" in --variants: the axes are device, scheme, type, direction, locale, width")
    #expect(message("scheme=dim") == "unknown scheme \"dim\" in --variants: use light or dark")
    #expect(message("type=huge").hasPrefix("unknown type size \"huge\" in --variants: use xSmall, small,"))
    #expect(message("device=pixel").hasPrefix("unknown device \"pixel\" in --variants: use mac, iphone,"))
    #expect(message("locale=zz").hasPrefix("unknown locale \"zz\""))
    #expect(message("width=0").hasPrefix("width \"0\" in --variants is not a width"))
    #expect(message("width=inf").hasPrefix("width \"inf\""))
    #expect(message("scheme=dark;scheme=light") == "the axis \"scheme\" appears twice in --variants")
    #expect(message("scheme=") == "the axis \"scheme\" in --variants has no values")
    #expect(
      message("dark")
        == "\"dark\" in --variants is not axis=value,value (axes: device, scheme, type, direction, locale, width)")
    #expect(message(" ; ").hasPrefix("--variants is empty"))
    let widths = (1...30).map(String.init).joined(separator: ",")
    #expect(
      message("width=\(widths);scheme=light,dark;direction=ltr,rtl;type=large,xLarge,xxLarge")
        == "--variants makes 360 variants; at most 256 are allowed")
  }
}
