import PlaygroundUI
import UserCode

/// What `open` was asked for, as the window process needs it too.
package struct OpenOptions: Sendable {
  package var paths: [String]
  package var preview: String?
  package var size: WindowSize
  package var scale: Double?
  package var slowAnimations: Bool
  package var trace: String?
  package var stats: String?
  /// The device and colour scheme the window starts with.
  package var canvas: CanvasSettings
  /// What the code is compiled as (`--platform`): its `#if os(…)` branches are that platform's.
  package var platform: TargetPlatform
  /// Seconds the user's code may run without returning to the event loop (`--hang-limit`).
  package var hangLimit: Double
  /// GiB of memory the window process may take (WindowMemoryLimit.swift).
  package var memoryLimit: Double = WindowMemoryLimit.gibibytes()
  /// When the window's process is replaced by a fresh one (`--fresh-window-after`).
  package var freshWindow = FreshWindowPolicy.standard
  /// The `--variants` spec as given (checked already); the window starts with its grid shown.
  package var variants: String?

  package init(
    paths: [String], preview: String?, size: WindowSize, scale: Double?, slowAnimations: Bool, trace: String?,
    stats: String?, canvas: CanvasSettings = CanvasSettings(), platform: TargetPlatform = .ios,
    hangLimit: Double = 3
  ) {
    self.hangLimit = hangLimit
    self.canvas = canvas
    self.paths = paths
    self.preview = preview
    self.size = size
    self.scale = scale
    self.slowAnimations = slowAnimations
    self.trace = trace
    self.stats = stats
    self.platform = platform
  }

  /// The window process's arguments, showing `preview`, and the variants grid when
  /// `showsVariants` (nil: when `--variants` was given).
  package func viewerArguments(preview: String?, showsVariants: Bool? = nil) -> [String] {
    var arguments = ["open-viewer", "--size", "\(size.width)x\(size.height)", "--platform", platform.rawValue]
    if let scale { arguments += ["--scale", String(scale)] }
    if slowAnimations { arguments.append("--slow-animations") }
    if let trace { arguments += ["--trace", trace] }
    if let stats { arguments += ["--stats", stats] }
    if let preview { arguments += ["--preview", preview] }
    for catalog in AssetCatalog.catalogs(for: paths) { arguments += ["--catalog", catalog] }
    if let device = canvas.device { arguments += ["--device", device.name] }
    if canvas.colorScheme == .dark { arguments += ["--color-scheme", "dark"] }
    if let variants { arguments += ["--variants", variants] }
    if let showsVariants, showsVariants != (variants != nil) {
      arguments += ["--shows-variants", showsVariants ? "true" : "false"]
    }
    arguments += ["--hang-limit", String(hangLimit), "--memory-limit", String(memoryLimit)]
    return arguments
  }
}
