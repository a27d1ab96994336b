/// A trait collection (mirrors UIKit's `UITraitCollection` as far as code passes one along, as
/// to `UIImage(named:in:compatibleWith:)`). It carries no traits: the canvas's scale and colour
/// scheme decide what is drawn.
public final class UITraitCollection: Sendable {
  public init() {}

  /// The traits of the code running now: the canvas's.
  public static var current: UITraitCollection { UITraitCollection() }
}
