/// Why the X11 host could not start or keep running, each case phrased as one sentence for a user.
package enum HostError: Error, CustomStringConvertible, Equatable, Sendable {
  /// `DISPLAY` is unset or empty and no display name was given.
  case noDisplay
  /// `XOpenDisplay` failed for this display name.
  case cannotOpenDisplay(String)
  /// The server refused the connection and said why (access control, a wrong cookie).
  case connectionRefused(String, reason: String)
  /// The server accepted the connection but did not answer its setup in time.
  case displayNotResponding(String, seconds: Double)
  /// The server lacks the RENDER extension that every shape and glyph is drawn with.
  case missingRenderExtension(String)
  /// The server stopped answering (it died, or someone killed our connection).
  case connectionLost(String)
  /// A file could not be written (screenshots).
  case cannotWrite(path: String, reason: String)
  /// fontconfig offers no font at all (none installed, or an empty configuration).
  case noUsableFont

  package var description: String {
    switch self {
    case .noDisplay:
      "Cannot open a window because the DISPLAY environment variable is not set (run inside an X session or under xvfb-run)."
    case .cannotOpenDisplay(let name):
      "Cannot open a window because the X server at display \"\(name)\" is not reachable."
    case .connectionRefused(let name, let reason):
      "Cannot open a window because the X server at display \"\(name)\" refused the connection (\(reason))."
    case .displayNotResponding(let name, let seconds):
      "Cannot open a window because the X server at display \"\(name)\" accepted the connection but did not answer within \(Int(seconds.rounded(.up))) seconds."
    case .missingRenderExtension(let name):
      "The X server at display \"\(name)\" lacks the RENDER extension needed to draw."
    case .connectionLost(let name):
      "Lost the connection to the X server at display \"\(name)\"."
    case .cannotWrite(let path, let reason):
      "Could not write \(path): \(reason)."
    case .noUsableFont:
      "Cannot draw text because fontconfig finds no usable font (install fonts-dejavu-core, or check FONTCONFIG_FILE)."
    }
  }
}
