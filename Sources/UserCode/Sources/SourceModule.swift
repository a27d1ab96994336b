/// One Swift module among the opened files: a package's target, or a subfolder named after a
/// module the other files import. Files name their module (`OpenedSources.File.module`).
package struct SourceModule: Equatable, Sendable {
  package var name: String
  /// The other opened modules it imports, by name.
  package var dependencies: [String]

  package init(name: String, dependencies: [String]) {
    self.name = name
    self.dependencies = dependencies
  }

  /// `modules` with every module after the ones it depends on (dependencies outside the list
  /// are ignored); nil when they depend on each other in a cycle, which Swift refuses too.
  package static func buildOrder(_ modules: [SourceModule]) -> [SourceModule]? {
    let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var ordered: [SourceModule] = []
    var done: Set<String> = []
    var visiting: Set<String> = []
    func visit(_ module: SourceModule) -> Bool {
      if done.contains(module.name) { return true }
      guard visiting.insert(module.name).inserted else { return false }
      for dependency in module.dependencies {
        if let other = byName[dependency], !visit(other) { return false }
      }
      visiting.remove(module.name)
      done.insert(module.name)
      ordered.append(module)
      return true
    }
    for module in modules where !visit(module) { return nil }
    return ordered
  }
}
