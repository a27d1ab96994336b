import Foundation

/// What `swift package describe --type json` says about a package folder: its Swift targets
/// (name, folder, sources, the targets they depend on) and the packages it depends on. Reading
/// the manifest this way needs no network (it does not resolve dependencies).
package struct PackageManifest: Equatable, Sendable {
  package struct Target: Equatable, Sendable {
    package var name: String
    /// Relative to the package folder.
    package var path: String
    /// Relative to `path`.
    package var sources: [String]
    package var targetDependencies: [String]
    /// Products of other packages it uses.
    package var productDependencies: [String]
    /// "library", "executable", "test", "macro", "plugin", …
    package var type: String
  }

  package var targets: [Target]
  /// The packages depended on: identity and where they come from (a URL or a path).
  package var dependencies: [(identity: String, location: String)]

  package static func == (lhs: PackageManifest, rhs: PackageManifest) -> Bool {
    lhs.targets == rhs.targets && lhs.dependencies.map(\.identity) == rhs.dependencies.map(\.identity)
      && lhs.dependencies.map(\.location) == rhs.dependencies.map(\.location)
  }

  /// Parses the command's JSON; nil when it is not that.
  package static func parse(_ json: Data) -> PackageManifest? {
    guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      let targets = root["targets"] as? [[String: Any]]
    else { return nil }
    let parsedTargets = targets.compactMap { target -> Target? in
      guard let name = target["name"] as? String, let path = target["path"] as? String else { return nil }
      return Target(
        name: name, path: path, sources: target["sources"] as? [String] ?? [],
        targetDependencies: target["target_dependencies"] as? [String] ?? [],
        productDependencies: target["product_dependencies"] as? [String] ?? [],
        type: target["type"] as? String ?? "library")
    }
    let dependencies = (root["dependencies"] as? [[String: Any]] ?? []).map { dependency in
      let identity = dependency["identity"] as? String ?? "?"
      let url = dependency["url"] as? String ?? dependency["path"] as? String ?? identity
      return (identity, url)
    }
    return PackageManifest(targets: parsedTargets, dependencies: dependencies)
  }

  /// The targets the playground builds: libraries and executables, in Swift (tests, macros and
  /// plugins are not views to preview).
  package var buildableTargets: [Target] {
    targets.filter { ["library", "executable"].contains($0.type) }
  }

  /// Runs `swift package describe --type json` in `folder`, with the `swift` beside `swiftc`.
  package static func describe(folder: String, swift: String) throws(OpenError) -> PackageManifest {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swift)
    process.arguments = ["package", "describe", "--type", "json"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { throw .manifest(folder, "cannot run \(swift)") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let manifest = parse(data) else {
      let reason = message.split(separator: "\n").first { $0.contains("error") } ?? message.split(separator: "\n").first
      throw .manifest(folder, reason.map(String.init) ?? "swift package describe failed")
    }
    return manifest
  }
}
