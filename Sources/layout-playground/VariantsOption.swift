import ArgumentParser
import Foundation
import PlaygroundUI

/// `--variants` of `open` and `screenshot --open` (docs/visual-qa.md, "Variants grid").
let variantsHelp = ArgumentHelp(
  "Show the preview as a grid of variants, e.g. \"scheme=light,dark;type=large,accessibility3\" (axes: \(VariantAxis.names)).",
  valueName: "spec")

/// Reads a `--variants` spec while the arguments are checked. A bad one is the one sentence
/// naming what is wrong, on its own (no usage text: the sentence says what the spec takes),
/// and status 2 as for any bad usage.
func checkVariants(_ text: String?) throws {
  guard let text else { return }
  do {
    _ = try VariantSpec(text)
  } catch {
    FileHandle.standardError.write(Data("layout-playground: \(error)\n".utf8))
    throw ExitCode(LayoutPlayground.usageExitCode)
  }
}
