import PlaygroundUI

// UIKit's named colours. The fixed ones are UIKit's exact components (`.red` is pure red, not
// `.systemRed`); the semantic and system ones carry both appearances (SystemColorTable).
extension UIColor {
  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)

  public static let systemBackground = UIColor(system: "systemBackground")
  public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
  public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")
  public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")
  public static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackground")
  public static let tertiarySystemGroupedBackground = UIColor(system: "tertiarySystemGroupedBackground")
  public static let label = UIColor(system: "label")
  public static let secondaryLabel = UIColor(system: "secondaryLabel")
  public static let tertiaryLabel = UIColor(system: "tertiaryLabel")
  public static let quaternaryLabel = UIColor(system: "quaternaryLabel")
  public static let placeholderText = UIColor(system: "placeholderText")
  public static let link = UIColor(system: "link")
  public static let separator = UIColor(system: "separator")
  public static let opaqueSeparator = UIColor(system: "opaqueSeparator")
  public static let systemFill = UIColor(system: "systemFill")
  public static let secondarySystemFill = UIColor(system: "secondarySystemFill")
  public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill")
  public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill")
  public static let systemGray = UIColor(system: "systemGray")
  public static let systemGray2 = UIColor(system: "systemGray2")
  public static let systemGray3 = UIColor(system: "systemGray3")
  public static let systemGray4 = UIColor(system: "systemGray4")
  public static let systemGray5 = UIColor(system: "systemGray5")
  public static let systemGray6 = UIColor(system: "systemGray6")
  public static let systemBlue = UIColor(system: "systemBlue")
  public static let systemGreen = UIColor(system: "systemGreen")
  public static let systemIndigo = UIColor(system: "systemIndigo")
  public static let systemOrange = UIColor(system: "systemOrange")
  public static let systemPink = UIColor(system: "systemPink")
  public static let systemPurple = UIColor(system: "systemPurple")
  public static let systemRed = UIColor(system: "systemRed")
  public static let systemTeal = UIColor(system: "systemTeal")
  public static let systemYellow = UIColor(system: "systemYellow")
  public static let systemMint = UIColor(system: "systemMint")
  public static let systemCyan = UIColor(system: "systemCyan")
  public static let systemBrown = UIColor(system: "systemBrown")

  /// A system colour from the table (a name missing there is a programming error here).
  private convenience init(system name: String) {
    guard let appearances = SystemColorTable.colors[name] else { preconditionFailure("no system colour \(name)") }
    self.init(appearances: appearances, systemName: name)
  }
}
