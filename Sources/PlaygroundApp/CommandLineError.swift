/// A command-line value or script that cannot be used, with a sentence naming what is wrong.
package struct CommandLineError: Error, Equatable, CustomStringConvertible {
  package let description: String

  package init(_ description: String) {
    self.description = description
  }
}
