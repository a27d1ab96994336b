// UIKit calls for UIKitTests, kept out of its file: a file importing both Testing and a module
// named UIKit makes the compiler look for Swift Testing's Apple-only `_Testing_UIKit` overlay.
import Foundation
import UIKit

@testable import PlaygroundUI

/// A representable as tutorials write one: a coordinator, a binding, a UIKit view.
struct MapView: UIViewRepresentable {
  final class Coordinator {}
  @Binding var zoom: Double

  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

@MainActor
enum UIKitProbe {
  /// A system colour's light and dark appearances.
  static func appearances(_ name: String) -> (light: RGBAColor, dark: RGBAColor) {
    let color: UIColor =
      switch name {
      case "systemBackground": .systemBackground
      case "secondaryLabel": .secondaryLabel
      case "secondarySystemGroupedBackground": .secondarySystemGroupedBackground
      case "systemGray6": .systemGray6
      case "systemBlue": .systemBlue
      default: .clear
      }
    return (color.appearances.light, color.appearances.dark)
  }

  static var redIsNotSystemRed: Bool { UIColor.red != UIColor.systemRed }

  /// `Color(uiColor: .systemBackground)` in each scheme.
  static var systemBackgroundColor: (light: RGBAColor, dark: RGBAColor) {
    let color = Color(uiColor: .systemBackground)
    return (color.resolved(in: .light), color.resolved(in: .dark))
  }

  /// `Color(uiColor:)`, `Color(_:)` and `UIColor(_:)` of one colour, and whether the round
  /// trip gives it back.
  static func conversions(red: Double, green: Double, blue: Double, alpha: Double) -> (
    viaLabel: Color, viaInit: Color, roundTrips: Bool
  ) {
    let made = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    return (Color(uiColor: made), Color(made), UIColor(Color(uiColor: made)) == made)
  }

  static var whiteHalfIsGray: Bool { UIColor(white: 0.5, alpha: 1) == UIColor.gray }
  static var namedColorIsNil: Bool { UIColor(named: "Brand") == nil }

  /// `UIColor(named:)` with a catalog holding `Brand` (light red, dark blue).
  static func namedColor(in catalog: AssetCatalog) -> (light: RGBAColor, dark: RGBAColor)? {
    let saved = AssetCatalog.current
    AssetCatalog.current = catalog
    defer { AssetCatalog.current = saved }
    return UIColor(named: "Brand").map { ($0.appearances.light, $0.appearances.dark) }
  }

  /// What `#colorLiteral` makes in iOS code.
  // swift-format-ignore: NoPlaygroundLiterals
  static var literal: UIColor { #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25) }
  static var literalLight: RGBAColor { literal.appearances.light }
  static var fadedBlackAlpha: Double { UIColor.black.withAlphaComponent(0.3).appearances.light.alpha }

  static func preferredSize(_ style: String) -> CGFloat {
    let styles: [String: UIFont.TextStyle] = ["body": .body, "largeTitle": .largeTitle, "caption1": .caption1]
    return UIFont.preferredFont(forTextStyle: styles[style] ?? .body).pointSize
  }

  static var fonts: [Font] {
    [
      Font(UIFont.preferredFont(forTextStyle: .headline)), Font(UIFont.preferredFont(forTextStyle: .title1)),
      Font(UIFont.systemFont(ofSize: 20, weight: .bold)), Font(UIFont.systemFont(ofSize: 13)),
    ]
  }

  static var screen: (bounds: CGRect, nativeBounds: CGRect, scale: CGFloat) {
    (UIScreen.main.bounds, UIScreen.main.nativeBounds, UIScreen.main.scale)
  }

  static var mapView: some View { MapView(zoom: .constant(1)).frame(width: 200, height: 120) }

  static var images: some View {
    VStack {
      Image(uiImage: UIImage(named: "Logo")!)
      Image(uiImage: UIImage(systemName: "star.fill")!)
    }
  }

  static var device: (isPhone: Bool, system: String, canOpen: Bool, sent: Bool) {
    (
      UIDevice.current.userInterfaceIdiom == .phone, UIDevice.current.systemName,
      UIApplication.shared.canOpenURL(URL(string: "https://apple.com")!),
      UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
    )
  }
}
