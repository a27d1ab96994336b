// SwiftUI's `ObservableObject`, `@Published` and `ObservableObjectPublisher` are Combine's, and
// `import SwiftUI` brings them (and `AnyCancellable`, `sink`…) along. Linux has no Combine:
// OpenCombine is the same API under another module name.
@_exported import OpenCombine
