// swift-tools-version: 6.2
import PackageDescription

// Layout Playground: SwiftUI-style `Layout` code running live in an X11 window on Linux.
// Dependency rule: only X11Host touches CX11 (docs/architecture.md).

/// Where Debian's libpango1.0-dev puts the headers CPango includes (for the machine's own
/// architecture: GLib's configuration header lives under the multiarch library folder).
let pangoIncludes =
  [
    "/usr/include/pango-1.0", "/usr/include/glib-2.0", "/usr/include/harfbuzz",
    "/usr/include/freetype2",
  ] + ["x86_64", "aarch64"].map { "/usr/lib/\($0)-linux-gnu/glib-2.0/include" }

/// Where Debian's gdk-pixbuf, librsvg, Cairo and poppler-glib development packages put the
/// headers CImageDecoding includes.
let imageIncludes =
  [
    "/usr/include/gdk-pixbuf-2.0", "/usr/include/glib-2.0", "/usr/include/librsvg-2.0", "/usr/include/cairo",
    "/usr/include/poppler/glib", "/usr/include/poppler", "/usr/include/libpng16", "/usr/include/freetype2",
    "/usr/include/pixman-1",
  ] + ["x86_64", "aarch64"].map { "/usr/lib/\($0)-linux-gnu/glib-2.0/include" }

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
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Combine for Linux: SwiftUI's `ObservableObject`, `@Published` and `onReceive` are Combine's.
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    // Swift's own parser, for the literals `open` turns into design-time lookups (UserCode's
    // DesignTimeLiterals.swift): 603 is the release that parses Swift 6.3. Cost: building
    // SwiftSyntax and SwiftParser took 270 s of a clean debug build on the shared 2-core machine
    // (load average ~5), and as much of CI's clean build; incremental builds do not rebuild it.
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
  ],
  targets: [
    .target(name: "LayoutCore"),
    .target(name: "LayoutCases", dependencies: ["LayoutCore"]),
    .target(
      name: "PlaygroundUI",
      dependencies: ["LayoutCore", .product(name: "OpenCombine", package: "OpenCombine")]),
    .systemLibrary(
      name: "CX11", pkgConfig: "xft",
      providers: [.apt(["libx11-dev", "libxft-dev", "libxrender-dev", "libxext-dev", "zlib1g-dev"])]),
    // Pango (libpango1.0-dev) behind a small C surface: its GLib headers need flags SwiftPM
    // rejects from pkg-config (-pthread), so only this C file sees them.
    .target(
      name: "CPango",
      // DWARF 4: the valgrind the leak checks run (3.19) cannot read clang's default DWARF 5.
      cSettings: [.unsafeFlags(pangoIncludes.flatMap { ["-I", $0] } + ["-Wall", "-Werror", "-gdwarf-4"])],
      linkerSettings: ["pangoxft-1.0", "pangoft2-1.0", "pango-1.0", "gobject-2.0", "glib-2.0", "fontconfig", "Xft"]
        .map { .linkedLibrary($0) }),
    // Image decoding (libgdk-pixbuf-2.0-dev, librsvg2-dev, libpoppler-glib-dev) behind a small C
    // surface, for the same reason as CPango.
    .target(
      name: "CImageDecoding",
      cSettings: [.unsafeFlags(imageIncludes.flatMap { ["-I", $0] } + ["-Wall", "-Werror", "-gdwarf-4"])],
      // gdk-pixbuf, librsvg, poppler-glib and Cairo are opened on the first image (dlopen): linked,
      // they would slow every launch; GLib is loaded with Pango anyway.
      linkerSettings: ["gobject-2.0", "glib-2.0"].map { .linkedLibrary($0) }),
    .target(name: "X11Host", dependencies: ["CX11", "CPango", "CImageDecoding", "PlaygroundUI"]),
    // The hang watchdog's stack sampler (a signal handler, backtrace(3), dladdr(3)).
    .target(name: "CStackSampler", cSettings: [.unsafeFlags(["-Wall", "-Werror", "-gdwarf-4"])]),
    // Repeatable random numbers for `qa` (it replaces the runtime's `swift_stdlib_random`).
    .target(
      name: "CSeededRandom", cSettings: [.unsafeFlags(["-Wall", "-Werror", "-gdwarf-4"])],
      linkerSettings: [.linkedLibrary("dl")]),
    .target(name: "Demos", dependencies: ["PlaygroundUI"]),
    // What the commands do (scripts, sizes, the scene, stats and trace files), without
    // ArgumentParser, so it is unit-tested; the executable only wires commands to it.
    .target(
      name: "PlaygroundApp",
      dependencies: ["PlaygroundUI", "Demos", "X11Host", "UserCode", "CStackSampler", "CSeededRandom"]),
    // What `import Combine` finds in opened code (the compiler is given `-module-alias
    // Combine=PlaygroundCombine`): OpenCombine and its Dispatch and Foundation schedulers,
    // re-exported, and a timer on the playground's clock. Not named Combine: OpenCombine hides
    // its RunLoop, DispatchQueue and Timer conformances `#if canImport(Combine)`, and a module of
    // that name beside it in .build would drop them whenever OpenCombine is rebuilt.
    .target(
      name: "PlaygroundCombine",
      dependencies: [
        "PlaygroundUI",
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
      ]),
    // What `import UIKit` finds in opened code: the UIKit that SwiftUI files commonly use
    // (colours, fonts, the screen, haptics, representables drawn as placeholders).
    .target(name: "UIKit", dependencies: ["PlaygroundUI"]),
    // What `import SwiftUI` finds in opened code: PlaygroundUI, Combine and UIKit, re-exported.
    .target(name: "SwiftUI", dependencies: ["PlaygroundUI", "PlaygroundCombine", "UIKit"]),
    // What `import CoreGraphics` finds in opened code: LayoutCore's CG additions over Foundation.
    .target(name: "CoreGraphics", dependencies: ["LayoutCore"]),
    // `layout-playground open`: preparing, compiling and watching the user's own files. Pure
    // (Foundation, Glibc and swift-syntax only): the runtime that loads the result is PlaygroundApp's.
    .target(
      name: "UserCode",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]),
    .executableTarget(
      name: "layout-playground",
      dependencies: [
        "LayoutCases", "PlaygroundApp", "PlaygroundUI", "X11Host", "Demos", "SwiftUI", "PlaygroundCombine", "UIKit",
        "CoreGraphics", "UserCode",
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
      name: "PlaygroundUITests",
      dependencies: [
        "PlaygroundUI", "PlaygroundCombine", "UIKit", "TestSupport",
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "X11HostTests", dependencies: ["X11Host", "CX11", "PlaygroundUI", "TestSupport", "XvfbTestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "XvfbTestSupport"]),
    .testTarget(name: "UserCodeTests", dependencies: ["UserCode"]),
    .testTarget(
      name: "PlaygroundAppTests",
      dependencies: [
        "PlaygroundApp", "PlaygroundUI", "Demos", "X11Host", "UserCode", "TestSupport", "XvfbTestSupport",
      ]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: ["LayoutCases", "PlaygroundUI", "Demos", "TestSupport", "XvfbTestSupport"],
      exclude: ["README.md", "valgrind.supp"]),
  ],
  swiftLanguageModes: [.v6]
)

// CPango and CImageDecoding are C: they get -Wall -Werror instead.
for target in package.targets where target.type != .system && !["CPango", "CImageDecoding"].contains(target.name) {
  target.swiftSettings = (target.swiftSettings ?? []) + strict
}
