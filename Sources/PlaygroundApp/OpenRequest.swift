import Demos
import Foundation
import PlaygroundUI
import UserCode

/// What `open` and `screenshot --open` check before compiling anything: the paths hold Swift
/// files, the files declare previews, the preview asked for exists, and the toolchain that
/// built the app is there to compile them.
package struct OpenRequest: Sendable {
  package let sources: OpenedSources
  /// Every preview, in the order the window lists them.
  package let previewNames: [String]
  /// The preview to show: the one asked for, or the first.
  package let preview: String
  /// Whether `preview` was asked for (`--preview`), rather than the first by default.
  package let previewWasAsked: Bool
  package let compiler: UserCodeCompiler
  /// The asset catalogs of the opened code (`AssetCatalog.catalogs(for:)`).
  package let catalogs: [String]

  package init(paths: [String], preview wanted: String?, platform: TargetPlatform = .ios) throws(OpenFailure) {
    catalogs = AssetCatalog.catalogs(for: paths)
    do {
      sources = try OpenedSources.resolve(paths, currentDirectory: FileManager.default.currentDirectoryPath)
    } catch {
      throw OpenFailure(status: 2, message: error.description)
    }
    let found = Self.previews(in: sources, platform: platform)
    previewNames = found.map(\.name)
    guard let first = previewNames.first else {
      let files = sources.files.map(\.displayName).joined(separator: ", ")
      throw OpenFailure(
        status: 2,
        message: "\(files) \(sources.files.count == 1 ? "has" : "have") no preview: add `#Preview { YourView() }` "
          + "(or a PreviewProvider type) to a file and open it again.")
    }
    // A PreviewProvider's previews are named when its code runs (`.previewDisplayName`):
    // with one among the files, an unknown name is checked once the build is loaded.
    if let wanted, !previewNames.contains(wanted), !found.contains(where: \.isProvider) {
      throw OpenFailure(
        status: 2,
        message: "no preview is named \"\(wanted)\"; the previews are: \(previewNames.joined(separator: ", ")).")
    }
    preview = wanted ?? first
    previewWasAsked = wanted != nil
    do {
      compiler = try UserCodeCompiler.forRunningApp(platform: platform)
    } catch {
      throw OpenFailure(status: 1, message: error.description)
    }
  }

  /// The previews the files declare, found without compiling.
  static func previews(in sources: OpenedSources, platform: TargetPlatform) -> [PreviewProgram.Preview] {
    let inputs = sources.files.compactMap { file -> (file: OpenedSources.File, text: String)? in
      FileManager.default.contents(atPath: file.path).map { (file, String(decoding: $0, as: UTF8.self)) }
    }
    return PreviewProgram.prepare(inputs, platform: platform).previews
  }
}

/// Why opened code cannot be shown, and the exit status that says so.
package struct OpenFailure: Error, CustomStringConvertible {
  package let status: Int32
  package let message: String

  package var description: String { message }
}

extension OpenRequest {
  /// Compiles the files now and loads the build into this process, as `screenshot --open`
  /// needs: a session showing the requested preview. A build that fails lists its diagnostics
  /// on standard error and is status 2.
  @MainActor
  package func loadSession(
    measurer: any TextMeasuring, slowAnimations: Bool = false, canvas: CanvasSettings = CanvasSettings(),
    variants: VariantSpec? = nil, built onBuilt: (BuiltLibrary) -> Void = { _ in }
  ) throws(OpenFailure) -> OpenSession {
    let (library, built) = try loadLibrary(built: onBuilt)
    let session = OpenSession(
      measurer: measurer, preferredPreview: preview, slowAnimations: slowAnimations, canvas: canvas,
      variants: variants)
    let missing = MissingAPI.sentences(for: built.leftOut?.diagnostics ?? [])
    let problems = (built.leftOut?.diagnostics.map(\.formatted) ?? []) + missing
    for line in problems { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    guard !previewWasAsked || library.previews.contains(where: { $0.name == preview }) else {
      if let leftOut = built.leftOut, previewNames.contains(preview) {
        throw OpenFailure(
          status: 2, message: "the preview \"\(preview)\" was left out of the build: \(leftOut.summary).")
      }
      let names = library.previews.map(\.name).joined(separator: ", ")
      throw OpenFailure(status: 2, message: "no preview is named \"\(preview)\"; the previews are: \(names).")
    }
    session.load(library.previews, milliseconds: nil)
    if let leftOut = built.leftOut {
      // As the window shows it: the other files' previews, and the left-out files' errors.
      session.showProblems(
        title: leftOut.title, lines: CompilerDiagnostics.summary(leftOut.diagnostics).map(\.formatted) + missing,
        status: nil)
    }
    return session
  }

  /// Compiles the files now and loads the build into this process (`qa` makes many sessions of
  /// one build). The build's warnings go to standard error; a build that fails is status 2 with
  /// its diagnostics.
  @MainActor
  package func loadLibrary(built onBuilt: (BuiltLibrary) -> Void = { _ in }) throws(OpenFailure) -> (
    UserLibrary, BuiltLibrary
  ) {
    defer { compiler.cache.remove() }
    AssetCatalog.use(catalogs: catalogs)
    switch compiler.build(sources, assets: assetNames(inCatalogs: catalogs)) {
    case .success(let built):
      // The user's code runs from here on (`screenshot` starts its hang watchdog).
      onBuilt(built)
      for warning in built.warnings { FileHandle.standardError.write(Data((warning.formatted + "\n").utf8)) }
      do {
        return (try UserLibrary.load(built.path), built)
      } catch {
        throw OpenFailure(status: 1, message: error.description)
      }
    case .failure(let diagnostics, _):
      let lines = diagnostics.map(\.formatted) + MissingAPI.sentences(for: diagnostics)
      throw OpenFailure(status: 2, message: "the opened code does not build:\n" + lines.joined(separator: "\n"))
    case .cancelled:
      throw OpenFailure(status: 1, message: "the build was cancelled")
    }
  }
}
