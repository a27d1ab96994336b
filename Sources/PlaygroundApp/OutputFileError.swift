/// A `--trace` or `--stats` file that cannot be opened for writing.
package struct OutputFileError: Error, Equatable, CustomStringConvertible {
  package let path: String
  /// Which file: "trace" or "stats".
  package let what: String

  package var description: String { "cannot write the \(what) file \(path)" }
}
