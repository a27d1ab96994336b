import Foundation
import TestSupport
import XvfbTestSupport

/// ImageMagick as an independent PNG decoder: `convert FILE -depth 8 rgba:-` prints the raw
/// pixels, decoded by libpng rather than by anything in this repository.
enum ImageMagick {
  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "ImageMagick's convert is not installed: apt-get install imagemagick (scripts/setup.sh installs it)"
    }
  }

  struct Failed: Error, CustomStringConvertible {
    let description: String
  }

  /// The RGBA bytes of the PNG at `path`, as ImageMagick reads them.
  static func rgba(path: String, width: Int, height: Int) throws -> RGBAPixels {
    guard let convert = App.which("convert") else { throw Missing() }
    let run = try runProcess(convert, [path, "-depth", "8", "rgba:-"], timeout: 30)
    guard run.status == 0, !run.timedOut else {
      throw Failed(description: "convert could not read \(path): \(run.summary)")
    }
    guard run.stdout.count == width * height * 4 else {
      throw Failed(description: "convert printed \(run.stdout.count) bytes for a \(width)×\(height) image")
    }
    return RGBAPixels(width: width, height: height, pixels: run.stdout)
  }
}
