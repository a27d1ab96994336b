import PlaygroundUI

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor` in iOS code (UIKit declares it the
/// literal's type), which code then wraps: `Color(#colorLiteral(…))`.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}
