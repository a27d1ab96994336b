// `import SwiftUI` in code opened with `layout-playground open`: the module re-exports
// PlaygroundUI, so files straight from an Xcode project compile unchanged (and `import
// PlaygroundUI` in the same build still works, which a compiler module alias would refuse).
// On iOS `import SwiftUI` also brings Combine (`AnyCancellable`, `sink`, `Timer.publish`) and
// UIKit (`UIColor`, `UIScreen`, `UIViewRepresentable`).
@_exported import PlaygroundCombine
@_exported import PlaygroundUI
@_exported import UIKit
