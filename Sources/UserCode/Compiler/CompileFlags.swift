import Foundation

/// The code-generation flags every compile of opened code uses, chosen for the time from save
/// to frame (docs/PERFORMANCE.md, "Where a reload's time goes").
///
/// - `-Onone`, `-DDEBUG`: an Xcode debug build, where previews usually sit under `#if DEBUG`.
/// - `-gline-tables-only` for the driver, `-gdwarf-types` for the frontend: full debug
///   information in the object (a trap's backtrace and a hang's sampled frames are named as
///   function and `File.swift:LINE`; with line tables alone a hang in a function called from
///   `body` was named as `body`'s closure: OpenFailureModesEndToEndTests), without what `-g`
///   makes the driver do besides — emit the module and wrap it for the debugger, a second
///   type-checking frontend and one more process for a debugger that never attaches, and a
///   plan DriverPlans cannot replay (it names a supplementary output file map).
/// - `-use-ld=lld` when the toolchain has `ld.lld` beside `swiftc` (swift.org's Linux
///   toolchains do): it links the small library in about 40 ms where gold takes about 70.
package struct CompileFlags: Sendable, Equatable {
  package var linker: [String]

  package init(linker: [String]) {
    self.linker = linker
  }

  /// The flags for `swiftc` at `swiftc`.
  package init(swiftc: String) {
    let folder = (swiftc as NSString).deletingLastPathComponent
    let hasLLD = FileManager.default.isExecutableFile(atPath: folder + "/ld.lld")
    self.init(linker: hasLLD ? ["-use-ld=lld"] : [])
  }

  /// Optimisation, conditions and debug information, for compiling.
  package var codeGeneration: [String] {
    ["-Onone", "-gline-tables-only", "-Xfrontend", "-gdwarf-types", "-DDEBUG"]
  }

  /// For a run that links the library.
  package var linking: [String] { linker }
}
