import Demos
import Foundation
import PlaygroundUI
import UserCode

/// The window process of `open`: applies what the supervisor sends on standard input to the
/// session (load a build, show compiling, show problems). The supervisor gone (end of input)
/// means the window goes too.
@MainActor
package final class ViewerInput {
  private let session: OpenSession
  private let descriptor: Int32
  private var reader = ViewerMessageReader()

  package init(session: OpenSession, descriptor: Int32 = STDIN_FILENO) {
    self.session = session
    self.descriptor = descriptor
    // Read what is there without ever blocking the window's loop.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }

  /// What the host scene watches. The reader it returns keeps this input alive: the scene
  /// holding it is the only owner the input has.
  package var source: (descriptor: Int32, read: @MainActor () -> Void) {
    (descriptor, { self.readAvailable() })
  }

  /// Reads every byte available and applies the complete messages.
  package func readAvailable() {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        for message in reader.feed(Data(buffer[0..<count])) { apply(message) }
        continue
      }
      if count == 0 { exit(0) }  // The supervisor is gone: so is its window.
      return  // EAGAIN: nothing more for now.
    }
  }

  package func apply(_ message: ViewerMessage) {
    switch message {
    case .compiling:
      session.showCompiling()
    case .load(let path, let milliseconds):
      // A save may have changed the catalogs, and the images in them, too.
      AssetCatalog.reload()
      ImageStore.shared.forgetFiles()
      // A new build's literals are its own: the table is for the previous one's keys.
      _PlaygroundLiterals.replace(with: [:])
      do {
        let library = try UserLibrary.load(path)
        session.load(library.previews, milliseconds: milliseconds)
      } catch {
        session.showProblems(title: "The build could not be loaded", lines: [error.description], status: nil)
      }
    case .literals(let values, let milliseconds):
      _PlaygroundLiterals.replace(with: values.mapValues(\.designTimeValue))
      session.literalsChanged(milliseconds: milliseconds)
    case .problems(let title, let lines, let status):
      session.showProblems(title: title, lines: lines, status: status)
    case .handOff:
      FileHandle.standardOutput.write(Data((WindowHandOff.linePrefix + handOff().json + "\n").utf8))
    case .receive(let handOff):
      session.receive(state: handOff.state)
    }
  }

  /// This window's part of a hand-off to a fresh process.
  private func handOff() -> WindowHandOff {
    let size = PlatformScreen.current.windowSize
    return WindowHandOff(
      width: Int(size.width.rounded()), height: Int(size.height.rounded()),
      device: session.canvas.device?.name ?? "mac", dark: session.canvas.colorScheme == .dark,
      state: session.handOffState())
  }
}

extension LiteralValue {
  /// The value as PlaygroundUI's table holds it.
  fileprivate var designTimeValue: DesignTimeValue {
    switch self {
    case .integer(let number): .integer(number)
    case .float(let number): .float(number)
    case .string(let text): .string(text)
    case .boolean(let truth): .boolean(truth)
    }
  }
}
