// swift-tools-version: 6.2
import PackageDescription

// Layout Playground: SwiftUI-style `Layout` code running live in an X11 window on Linux.
// Dependency rule: only X11Host touches CX11 (docs/architecture.md).

/// Every project target: warnings are errors, and a file sees only the modules it imports.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "LayoutPlayground",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "LayoutCore", targets: ["LayoutCore"]),
    .library(name: "PlaygroundUI", targets: ["PlaygroundUI"]),
    .executable(name: "layout-playground", targets: ["layout-playground"]),
    .executable(name: "layout-bench", targets: ["layout-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .target(name: "LayoutCore"),
    .target(name: "LayoutCases", dependencies: ["LayoutCore"]),
    .target(name: "PlaygroundUI", dependencies: ["LayoutCore"]),
    .systemLibrary(
      name: "CX11", pkgConfig: "xft",
      providers: [.apt(["libx11-dev", "libxft-dev", "libxrender-dev", "libxext-dev", "zlib1g-dev"])]),
    .target(name: "X11Host", dependencies: ["CX11", "PlaygroundUI"]),
    .target(name: "Demos", dependencies: ["PlaygroundUI"]),
    // What the commands do (scripts, sizes, the scene, stats and trace files), without
    // ArgumentParser, so it is unit-tested; the executable only wires commands to it.
    .target(name: "PlaygroundApp", dependencies: ["PlaygroundUI", "Demos", "X11Host", "UserCode"]),
    // What `import SwiftUI` finds in opened code: PlaygroundUI, re-exported.
    .target(name: "SwiftUI", dependencies: ["PlaygroundUI"]),
    // `layout-playground open`: preparing, compiling and watching the user's own files. Pure
    // (Foundation and Glibc only): the runtime that loads the result is PlaygroundApp's.
    .target(name: "UserCode"),
    .executableTarget(
      name: "layout-playground",
      dependencies: [
        "LayoutCases", "PlaygroundApp", "PlaygroundUI", "X11Host", "Demos", "SwiftUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // `open` loads the user's compiled code into the running app: the library it builds
      // resolves PlaygroundUI's symbols against the executable, which must export them.
      linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
    .executableTarget(name: "layout-bench", dependencies: ["LayoutCore"]),
    // Test support: TestSupport holds what several test targets share and needs no X server
    // (seeded random, the CSS flex-wrap reference, the Chrome fixtures, baselines, an
    // independent PNG decoder over zlib); XvfbTestSupport drives X servers and the real app.
    .systemLibrary(name: "CZlib", path: "Tests/CZlib"),
    .target(name: "TestSupport", dependencies: ["CZlib"], path: "Tests/TestSupport"),
    .target(name: "XvfbTestSupport", path: "Tests/XvfbTestSupport"),
    .testTarget(
      name: "LayoutCoreTests", dependencies: ["LayoutCore", "TestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "LayoutCasesTests", dependencies: ["LayoutCases", "LayoutCore", "TestSupport"]),
    .testTarget(
      name: "PlaygroundUITests", dependencies: ["PlaygroundUI", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "X11HostTests", dependencies: ["X11Host", "CX11", "PlaygroundUI", "TestSupport", "XvfbTestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "XvfbTestSupport"]),
    .testTarget(name: "UserCodeTests", dependencies: ["UserCode"]),
    .testTarget(
      name: "PlaygroundAppTests",
      dependencies: ["PlaygroundApp", "PlaygroundUI", "Demos", "X11Host", "TestSupport", "XvfbTestSupport"]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: ["LayoutCases", "PlaygroundUI", "Demos", "TestSupport", "XvfbTestSupport"],
      exclude: ["README.md", "valgrind.supp"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + strict
}
