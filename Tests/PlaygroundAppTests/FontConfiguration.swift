import Foundation
import Testing

/// Font configurations for tests that prove a PNG does not depend on the installed fonts.
enum FontConfiguration {
  /// A fontconfig file in `directory` offering only Comfortaa (not DejaVu Sans, the default
  /// family); its path, for `FONTCONFIG_FILE`.
  static func comfortaaOnly(in directory: URL) throws -> String {
    let fonts = "/usr/share/fonts/truetype/comfortaa"
    try #require(FileManager.default.fileExists(atPath: fonts), "the test needs the Comfortaa fonts")
    let path = directory.appendingPathComponent("fonts.conf").path
    let config = """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig><dir>\(fonts)</dir><cachedir>\(directory.path)/fc-cache</cachedir></fontconfig>
      """
    try Data(config.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
