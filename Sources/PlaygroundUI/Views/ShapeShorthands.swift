/// The built-in shapes as members of `Shape` (SwiftUI's iOS 17 spellings), so a shape parameter
/// takes `.rect`, `.circle`, `.capsule` or `.rect(cornerRadius: 12)`:
/// `.clipShape(.rect(cornerRadius: 12))`, `.background(.blue, in: .capsule)`.
extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }

  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}
