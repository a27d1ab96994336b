import PlaygroundUI

/// Code opened with `layout-playground open`, as a window shows it: the selected preview of the
/// latest good build, a picker when there are several, a small status (compiling, reloaded),
/// and the problems of the latest save (compile errors, or a trap in the previews' code) over
/// the last good version, which stays live underneath. Knows nothing of processes or X11.
@MainActor
package final class OpenSession: InteractiveSession {
  package let graph: ViewGraph
  package private(set) var previews: [PreviewEntry] = []
  /// The selected preview's name; kept across reloads while a preview of that name exists.
  package private(set) var selectedName: String?
  /// "Compiling…", "Reloaded in 240 ms", …; nil before the first build.
  package private(set) var status: String?
  /// What went wrong with the latest save, headed by `problemTitle`; empty when all is well.
  package private(set) var problems: [String] = []
  package private(set) var problemTitle = ""
  /// Called when the user picks another preview (the supervisor restarts on it after a trap).
  package var onSelectionChange: (String) -> Void = { _ in }
  /// Set by a reload: after its first frame the status says how much state started fresh.
  private var reportFreshState = false
  /// This window replaced an earlier one's process (OpenSession+HandOff.swift): the next
  /// load's status says so, and state it was handed is claimed in that load's first frame.
  var isFreshWindow = false
  package var canvas: CanvasSettings {
    didSet { if canvas != oldValue { graph.setNeedsUpdate() } }
  }
  /// Whether the picker and the status show (a screenshot of a device shows the screen alone).
  package var showsChrome = true
  /// The variants the grid shows (`open --variants`); nil: `defaultVariants`.
  package let variants: VariantSpec?
  /// Whether the preview shows as a grid of its variants (`V` toggles it); kept when another
  /// preview is selected.
  package var showsVariants: Bool {
    didSet { if showsVariants != oldValue { graph.setNeedsUpdate() } }
  }
  /// The size the grid's plain-canvas cells lay the preview out at; nil: the window's (a
  /// screenshot sized for the grid sets the window's default size).
  package var variantsPlainScreen: CGSize?
  /// Called when `V` toggles the grid (the supervisor starts a restarted window the same way).
  package var onVariantsToggle: (Bool) -> Void = { _ in }
  /// What `V` shows without `--variants`: Xcode's Variants mode's colour-scheme and Dynamic
  /// Type variants, a light and a dark cell at the default and an accessibility size.
  package static let defaultVariants: VariantSpec = {
    do { return try VariantSpec("scheme=light,dark;type=large,accessibility3") } catch { fatalError("\(error)") }
  }()
  /// The platform the code is compiled as ("iOS"), said before the status; nil where no status
  /// line should name it (a screenshot).
  package let platform: String?

  package init(
    measurer: any TextMeasuring, preferredPreview: String? = nil, slowAnimations: Bool = false,
    canvas: CanvasSettings = CanvasSettings(), platform: String? = nil, variants: VariantSpec? = nil,
    showsVariants: Bool? = nil
  ) {
    selectedName = preferredPreview
    self.variants = variants
    self.showsVariants = showsVariants ?? (variants != nil)
    self.canvas = canvas
    self.platform = platform
    let owner = WeakOwner()
    graph = ViewGraph(measurer: measurer) {
      owner.session?.shellView()
        ?? OpenShell(
          previews: [], selectedName: nil, status: nil, problemTitle: "", problems: [], canvas: CanvasSettings(),
          showsChrome: true, variants: nil, select: { _ in })
    }
    graph.slowAnimations = slowAnimations
    owner.session = self
  }

  package var title: String { "Layout Playground — \(selectedName ?? "open")" }
  package var contentName: String { selectedName ?? "open" }

  /// A new good build: its previews replace the old ones, the selection is kept by name, state
  /// is kept for views whose identity and state type are unchanged, problems are cleared.
  package func load(_ previews: [PreviewEntry], milliseconds: Int?) {
    self.previews = previews
    if !previews.contains(where: { $0.name == selectedName }) { selectedName = previews.first?.name }
    problems = []
    problemTitle = ""
    status = milliseconds.map { "Reloaded in \($0) ms" + (isFreshWindow ? " · fresh window" : "") }
    reportFreshState = milliseconds != nil
    graph.setNeedsUpdate()
  }

  /// A save changed only literals, whose new values are in the design-time table: every body
  /// evaluates again with them, state kept, and the problems of an earlier save go (the files
  /// are the built ones again, but for those values).
  package func literalsChanged(milliseconds: Int) {
    problems = []
    problemTitle = ""
    status = "Updated in \(milliseconds) ms (no rebuild)"
    graph.setNeedsUpdate()
  }

  /// A compile started: the last good version stays live meanwhile.
  package func showCompiling() {
    status = "Compiling…"
    graph.setNeedsUpdate()
  }

  /// The latest save did not build or its code trapped: the problems go over the last good
  /// version.
  package func showProblems(title: String, lines: [String], status: String?) {
    problemTitle = title
    problems = lines
    self.status = status
    graph.setNeedsUpdate()
  }

  /// Selects a preview by name (the picker, `]` and `[`).
  package func select(_ name: String) {
    guard name != selectedName, previews.contains(where: { $0.name == name }) else { return }
    selectedName = name
    graph.setNeedsUpdate()
    onSelectionChange(name)
  }

  /// The focused control first (Tab and Shift-Tab move focus, a text field takes typed keys),
  /// then the shared shortcuts, `V` for the variants grid, then `]` and `[` for the next and
  /// previous preview.
  package func handle(_ key: Key) -> SessionAction {
    if graph.handleKey(key) { return .none }
    if let action = handleCommonKey(key) { return action }
    if case .character(let character) = key, character.lowercased() == "v" {
      showsVariants.toggle()
      onVariantsToggle(showsVariants)
      return .none
    }
    guard let index = previews.firstIndex(where: { $0.name == selectedName }), previews.count > 1 else {
      return .none
    }
    switch key {
    case .character("]"): select(previews[(index + 1) % previews.count].name)
    case .character("["): select(previews[(index + previews.count - 1) % previews.count].name)
    default: break
    }
    return .none
  }

  /// After a reload's first frame: say whether any state started fresh (its type changed).
  package func didRender() {
    if isFreshWindow, !previews.isEmpty {
      isFreshWindow = false
      graph.discardUnclaimedHandedOffState()
    }
    guard reportFreshState else { return }
    reportFreshState = false
    let fresh = graph.stateStartedFresh
    guard fresh > 0, let status else { return }
    self.status = status + " · \(fresh) state value\(fresh == 1 ? "" : "s") started fresh (type changed)"
    graph.setNeedsUpdate()
  }

  private func shellView() -> OpenShell {
    OpenShell(
      previews: previews, selectedName: selectedName, status: status, platform: platform, problemTitle: problemTitle,
      problems: problems, canvas: canvas, showsChrome: showsChrome,
      variants: showsVariants ? variants ?? Self.defaultVariants : nil, variantsPlainScreen: variantsPlainScreen,
      select: { [unowned self] in self.select($0) })
  }
}

/// Lets the graph's root closure reach the session that owns the graph (set once it exists).
@MainActor
private final class WeakOwner {
  weak var session: OpenSession?
}
