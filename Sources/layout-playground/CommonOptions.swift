import ArgumentParser
import Demos
import Foundation

/// A window size on the command line: `WIDTHxHEIGHT` in points, each 1…16000.
struct WindowSize: ExpressibleByArgument, CustomStringConvertible {
  let width: Int
  let height: Int

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...16000).contains(width), (1...16000).contains(height)
    else { return nil }
    self.width = width
    self.height = height
  }

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  var size: CGSize { CGSize(width: width, height: height) }
  var description: String { "\(width)x\(height)" }
  static var defaultValueDescription: String { "960x640" }
}

extension DemoID: ExpressibleByArgument {
  public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// Writes one line to standard error (Swift 6 forbids touching the C `stderr` global).
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
