// swift-tools-version: 6.0
import PackageDescription

// Layout Playground: SwiftUI-style `Layout` code running live in an X11 window on Linux.
// Dependency rule: only X11Host (and the executable's wiring) touch CX11.
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
    .executableTarget(
      name: "layout-playground",
      dependencies: [
        "LayoutCases", "PlaygroundUI", "X11Host", "Demos",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
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
    .testTarget(name: "LayoutCasesTests", dependencies: ["LayoutCases", "TestSupport"]),
    .testTarget(
      name: "PlaygroundUITests", dependencies: ["PlaygroundUI", "Demos", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "X11HostTests", dependencies: ["X11Host", "PlaygroundUI", "TestSupport", "XvfbTestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "XvfbTestSupport"]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: ["LayoutCases", "PlaygroundUI", "Demos", "TestSupport", "XvfbTestSupport"],
      exclude: ["README.md", "valgrind.supp"]),
  ],
  swiftLanguageModes: [.v6]
)
