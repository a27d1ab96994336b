// `import UIKit` in opened code: the part of UIKit that SwiftUI files commonly reach for
// (colours, fonts, the screen, the application, haptics, the device, images by name, and
// views behind `UIViewRepresentable`), over PlaygroundUI. `import SwiftUI` re-exports it, as it
// does on iOS. docs/swiftui-support.md lists what each does here.
@_exported import Foundation
