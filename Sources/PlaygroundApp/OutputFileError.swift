/// A `--trace` or `--stats` file that cannot be opened for writing.
package struct OutputFileError: Error, Equatable, CustomStringConvertible {
  package let path: String
  /// Which file: "trace" or "stats".
  package let what: String

  package init(path: String, what: String) {
    self.path = path
    self.what = what
  }

  package var description: String { "cannot write the \(what) file \(path)" }
}
