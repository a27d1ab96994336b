/// The node behind a lazy stack inside a scroll view that scrolls along the stack's axis: it
/// holds only the rows built for what the scroll view shows (with a margin either side), places
/// each where the rows before it push it, and counts every row it did not build as long as the
/// mean of those it did (with the mean gap between them). The stack's length, and so the scroll
/// view's content size, is that estimate.
///
/// After each placement it works out which rows the visible part needs; when they are not all
/// built, it asks for the body that made it to evaluate again with those rows
/// (`LazyStackStates`), and the graph resolves and lays out again in the same frame. A new
/// stack compares where it puts the row shown first with where the last one put it and moves
/// the scroll offset by the difference, so a corrected estimate of the rows above never moves
/// what is shown.
final class LazyStackNode: Node {
  struct Parameters {
    let axis: Axis
    let alignment: Alignment
    let spacing: CGFloat?
    let rowCount: Int
    let firstRow: Int
    let scrollView: ViewIdentity
    /// The body whose evaluation made this stack (evaluated again for other rows).
    let body: ViewIdentity
    /// A lazy grid's arrangement, and how many cells each of its lines (the stack's rows)
    /// holds.
    var grid: LazyGridArrangement? = nil
    var cellsPerRow = 1
  }

  let parameters: Parameters
  let rows: [Node]
  /// All the rows (a grid's cells), built or not (a `scrollTo` finds a row not built by its id).
  let rowSource: LazyRows
  private let entry: LazyStackStates.Entry
  private unowned let states: LazyStackStates
  private unowned let scrolling: ScrollState

  /// The margin kept built around the visible part, and the part that must be built before a
  /// rebuild is asked for, in viewport lengths.
  static let builtMargin: CGFloat = 0.5
  static let requiredMargin: CGFloat = 0.1
  /// How many rows the first resolve builds, before any layout told how many show.
  static let firstBatch = 24

  init(
    id: ViewIdentity, parameters: Parameters, rows: [Node], rowSource: LazyRows, states: LazyStackStates,
    scrolling: ScrollState
  ) {
    self.parameters = parameters
    self.rows = rows
    self.rowSource = rowSource
    self.entry = states.entry(for: id)
    self.states = states
    self.scrolling = scrolling
    super.init(id: id)
  }

  override var kindName: String {
    if parameters.grid != nil { return parameters.axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    return parameters.axis == .vertical ? "LazyVStack" : "LazyHStack"
  }
  override var drawnChildren: [Node] { rows }

  /// The rows built, by index among all rows.
  var builtRows: Range<Int> { parameters.firstRow..<(parameters.firstRow + rows.count) }

  // MARK: Positions

  /// The built rows measured across a length, and the estimate for the others.
  struct Measured {
    var sizes: [CGSize]
    /// Where each built row starts along the axis, from the first built row's start.
    var starts: [CGFloat]
    /// From the first built row's start to the last one's end.
    var builtLength: CGFloat
    /// The gap after a row not built (and after the last built row when rows follow).
    var gap: CGFloat
    /// The length of a row not built plus the gap after it.
    var pitch: CGFloat
    /// The widest (for a vertical stack) built row.
    var crossLength: CGFloat
  }

  private var measured: (across: CGFloat?, value: Measured)?

  private func rowProposal(across: CGFloat?) -> ProposedViewSize {
    parameters.axis == .vertical
      ? ProposedViewSize(width: across, height: nil) : ProposedViewSize(width: nil, height: across)
  }

  func measured(across: CGFloat?) -> Measured {
    if let measured, measured.across == across { return measured.value }
    let axis = parameters.axis
    let proposal = rowProposal(across: across)
    var sizes: [CGSize] = []
    sizes.reserveCapacity(rows.count)
    var starts: [CGFloat] = []
    starts.reserveCapacity(rows.count)
    var position: CGFloat = 0
    var gaps: CGFloat = 0
    var crossLength: CGFloat = 0
    for (index, row) in rows.enumerated() {
      if index > 0 {
        let gap = parameters.spacing ?? rows[index - 1].spacing.distance(to: row.spacing, along: axis)
        position += gap
        gaps += gap
      }
      let size = row.sizeThatFits(proposal)
      sizes.append(size)
      starts.append(position)
      position += size[axis]
      crossLength = max(crossLength, axis == .vertical ? size.width : size.height)
    }
    let gap = rows.count > 1 ? gaps / CGFloat(rows.count - 1) : parameters.spacing ?? ViewSpacing.defaultValue
    let meanLength = rows.isEmpty ? 0 : (position - gaps) / CGFloat(rows.count)
    let value = Measured(
      sizes: sizes, starts: starts, builtLength: position, gap: gap, pitch: max(meanLength + gap, 0.5),
      crossLength: crossLength)
    measured = (across, value)
    return value
  }

  /// Where row `index` starts along the stack.
  func start(of index: Int, in measured: Measured) -> CGFloat {
    let first = parameters.firstRow
    let end = first + rows.count
    if index < first || rows.isEmpty { return CGFloat(index) * measured.pitch }
    let builtStart = CGFloat(first) * measured.pitch
    if index < end { return builtStart + measured.starts[index - first] }
    return builtStart + measured.builtLength + measured.gap + CGFloat(index - end) * measured.pitch
  }

  /// The stack's length along its axis.
  func length(in measured: Measured) -> CGFloat {
    let count = parameters.rowCount
    guard count > 0 else { return 0 }
    let end = parameters.firstRow + rows.count
    if end >= count && !rows.isEmpty { return CGFloat(parameters.firstRow) * measured.pitch + measured.builtLength }
    return start(of: count, in: measured) - measured.gap
  }

  /// The row at `position` along the stack (clamped to the rows there are).
  func row(at position: CGFloat, in measured: Measured) -> Int {
    let count = parameters.rowCount
    guard count > 0 else { return 0 }
    let first = parameters.firstRow
    let end = first + rows.count
    let builtStart = CGFloat(first) * measured.pitch
    let index: Int
    if rows.isEmpty || position < builtStart {
      index = Int((max(0, position) / measured.pitch).rounded(.down))
    } else if position < builtStart + measured.builtLength + measured.gap || end >= count {
      // The last built row starting at or before the position.
      var low = 0
      var high = rows.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if builtStart + measured.starts[middle] <= position { low = middle } else { high = middle - 1 }
      }
      index = first + low
    } else {
      let after = position - (builtStart + measured.builtLength + measured.gap)
      index = end + Int((after / measured.pitch).rounded(.down))
    }
    return min(max(index, 0), count - 1)
  }

  /// Where row `index` is, or would be once built, in window coordinates (as last placed).
  func estimatedFrame(ofRow index: Int) -> CGRect {
    let axis = parameters.axis
    let proposal = placedProposal ?? ProposedViewSize(frame.size)
    let measured = measured(across: axis == .vertical ? proposal.width : proposal.height)
    let start = start(of: index, in: measured)
    let built = index - parameters.firstRow
    let length = builtRows.contains(index) ? measured.sizes[built][axis] : measured.pitch - measured.gap
    return axis == .vertical
      ? CGRect(x: frame.minX, y: frame.minY + start, width: frame.width, height: length)
      : CGRect(x: frame.minX + start, y: frame.minY, width: length, height: frame.height)
  }

  override func forgetMemoisedSizes() {
    measured = nil
    super.forgetMemoisedSizes()
  }

  // MARK: Layout

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let axis = parameters.axis
    let across = axis == .vertical ? proposal.width : proposal.height
    let measured = measured(across: across)
    // Only at the length across it was last placed at: a parent asking for an ideal size (no
    // width, or none at all) is not where the rows show.
    if entry.placedAcross == nil || entry.placedAcross == across { keepAnchorInPlace(measured) }
    let along = length(in: measured)
    let cross = across.flatMap { $0.isFinite ? $0 : nil } ?? measured.crossLength
    return axis == .vertical ? CGSize(width: cross, height: along) : CGSize(width: along, height: cross)
  }

  private var anchorKept = false

  /// Once, when the stack is first measured: the row the last layout showed first moved by
  /// how the new estimate differs from the old one; the scroll view moves with it, before it
  /// places its content, so that row stays where it was on screen.
  private func keepAnchorInPlace(_ measured: Measured) {
    guard !anchorKept else { return }
    anchorKept = true
    guard let anchor = entry.anchor, anchor.row < parameters.rowCount else { return }
    let now = start(of: anchor.row, in: measured)
    let delta = now - anchor.position
    if abs(delta) > 0.001 { scrolling.shift(parameters.scrollView, along: parameters.axis, by: delta) }
    entry.anchor = (anchor.row, now)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
    let axis = parameters.axis
    let across = axis == .vertical ? proposal.width : proposal.height
    let measured = measured(across: across)
    // Placed at another length across than before (a resize): the first row shown is kept in
    // place from the next layout on.
    keepAnchorInPlace(measured)
    entry.placedAcross = across
    let rowProposal = rowProposal(across: across)
    let bounds = ViewDimensions(size: frame.size)
    // Not while the inspector records every placement, nor right to left (mirroring rewrites
    // frames after placement).
    let movesRows = !Node.recordsMeasurements && layoutDirection != .rightToLeft
    for (index, row) in rows.enumerated() {
      let size = measured.sizes[index]
      let along = start(of: parameters.firstRow + index, in: measured)
      let origin: CGPoint
      if axis == .vertical {
        let guide =
          bounds[parameters.alignment.horizontal] - row.dimensions(in: rowProposal)[parameters.alignment.horizontal]
        origin = CGPoint(x: frame.minX + guide, y: frame.minY + along)
      } else {
        let guide =
          bounds[parameters.alignment.vertical] - row.dimensions(in: rowProposal)[parameters.alignment.vertical]
        origin = CGPoint(x: frame.minX + along, y: frame.minY + guide)
      }
      // A row laid out before at this size only moved (the scroll view scrolled): it is moved,
      // not laid out again, as `place` does for unchanged subtrees outside a scroll.
      if movesRows, row.placedProposal == rowProposal, row.frame.size == size {
        let dx = origin.x - row.frame.minX
        let dy = origin.y - row.frame.minY
        if dx != 0 || dy != 0 { row.move(dx: dx, dy: dy) }
      } else {
        row.place(in: CGRect(origin: origin, size: size), proposal: rowProposal)
      }
    }
    if let viewport = ScrollViewNode.placingViewport(of: parameters.scrollView) {
      noteVisible(viewport, frame: frame, measured: measured)
    }
    // A grid laid out across another length may hold another number of cells a line.
    if let grid = parameters.grid, let across, entry.across != across {
      entry.across = across
      if max(1, grid.tracks(across: across).count) != parameters.cellsPerRow {
        entry.anchor = nil
        states.rebuild(body: parameters.body)
      }
    }
  }

  /// Remembers the row shown first, and asks for other rows when the built ones do not cover
  /// the visible part with its margin.
  private func noteVisible(_ viewport: CGRect, frame: CGRect, measured: Measured) {
    let axis = parameters.axis
    let total = length(in: measured)
    let viewportLength = viewport.size[axis]
    let origin = axis == .vertical ? frame.minY : frame.minX
    let low = min(max(0, (axis == .vertical ? viewport.minY : viewport.minX) - origin), total)
    let high = min(max(low, (axis == .vertical ? viewport.maxY : viewport.maxX) - origin), total)
    let first = row(at: low, in: measured)
    entry.anchor = (first, start(of: first, in: measured))
    guard parameters.rowCount > 0 else { return }
    let requiredFirst = row(at: low - Self.requiredMargin * viewportLength, in: measured)
    let requiredLast = row(at: max(low, high - 0.001) + Self.requiredMargin * viewportLength, in: measured)
    let wantedFirst = row(at: low - Self.builtMargin * viewportLength, in: measured)
    let wantedLast = row(at: high + Self.builtMargin * viewportLength, in: measured)
    let wanted = wantedFirst..<(wantedLast + 1)
    // Built again when what shows is not all built, or when far more is built than needed
    // (the first resolve's guess, before any row was measured).
    let built = builtRows
    let covers = !built.isEmpty && built.contains(requiredFirst) && built.contains(requiredLast)
    guard !covers || built.count > 2 * wanted.count else { return }
    entry.wanted = wanted
    states.rebuild(body: parameters.body)
  }
}
