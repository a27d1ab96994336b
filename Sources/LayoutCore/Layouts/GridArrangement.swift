/// The layout behind `Grid`: rows of cells sharing columns, sized the way SwiftUI documents it.
///
/// - A column is as wide as its widest cell, a row as tall as its tallest.
/// - With a length proposed, columns (and rows) share it like the children of a stack: the least
///   flexible first, each offered an equal share of what remains, so flexible views (`Color`,
///   `Spacer`, `Divider`) divide what the others leave.
/// - A cell spanning columns (`gridCellColumns`, or a view given to the grid outside a row, which
///   spans every column) widens its columns equally when it needs more than they have.
/// - A cell's unsized axes (`gridCellUnsizedAxes`) do not count towards its column's or row's
///   size; it is then offered the size the other cells decided.
/// - Inside its area a cell is aligned horizontally by its column's `gridColumnAlignment`, else
///   the grid's alignment, and vertically by its row's alignment, else the grid's; cells of a row
///   share one vertical guide line, so text baselines line up across the row. A cell with a
///   `gridCellAnchor` is placed instead with that unit point of itself on the same point of its
///   area, off the row's line.
package struct GridArrangement: Layout {
  /// One row: how many of the subviews (taken in order) it holds.
  package struct Row: Equatable, Sendable {
    package var count: Int
    /// A view given to the grid outside a `GridRow`: one cell across every column.
    package var spansAllColumns: Bool
    package var alignment: VerticalAlignment?

    package init(count: Int, spansAllColumns: Bool = false, alignment: VerticalAlignment? = nil) {
      self.count = count
      self.spansAllColumns = spansAllColumns
      self.alignment = alignment
    }
  }

  package var alignment: Alignment
  package var horizontalSpacing: CGFloat?
  package var verticalSpacing: CGFloat?
  package var rows: [Row]

  package init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, rows: [Row]
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.rows = rows
  }

  /// A cell's place: subview index, row, first column and columns spanned.
  struct Cell {
    var index: Int
    var row: Int
    var column: Int
    var span: Int
    var unsized: Axis.Set
  }

  struct Solution {
    var cells: [Cell]
    var columnWidths: [CGFloat]
    var rowHeights: [CGFloat]
    var hSpacing: CGFloat
    var vSpacing: CGFloat

    var size: CGSize {
      CGSize(
        width: columnWidths.reduce(0, +) + hSpacing * CGFloat(max(0, columnWidths.count - 1)),
        height: rowHeights.reduce(0, +) + vSpacing * CGFloat(max(0, rowHeights.count - 1)))
    }

    func x(ofColumn column: Int) -> CGFloat {
      columnWidths.prefix(column).reduce(0, +) + hSpacing * CGFloat(column)
    }

    func y(ofRow row: Int) -> CGFloat {
      rowHeights.prefix(row).reduce(0, +) + vSpacing * CGFloat(row)
    }

    func width(of cell: Cell) -> CGFloat {
      columnWidths[cell.column..<cell.column + cell.span].reduce(0, +) + hSpacing * CGFloat(cell.span - 1)
    }
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    solve(proposal, subviews).size
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let solution = solve(proposal, subviews)
    let columnGuides = columnAlignments(solution.cells, subviews, columns: solution.columnWidths.count)
    var placed = Set<Int>()
    for row in solution.rowHeights.indices {
      let cells = solution.cells.filter { $0.row == row }
      let guide = rowAlignment(row)
      let proposals = cells.map { ProposedViewSize(width: solution.width(of: $0), height: solution.rowHeights[row]) }
      let dimensions = zip(cells, proposals).map { subviews[$0.index].dimensions(in: $1) }
      // One guide line per row: the lowest of the cells' guides, the way a stack aligns. A
      // cell with its own anchor is not on the line.
      let anchors = cells.map { subviews[$0.index][GridCellAnchorKey.self] }
      let line = cells.indices.filter { anchors[$0] == nil }.map { dimensions[$0][guide] }.max() ?? 0
      for (k, cell) in cells.enumerated() {
        let width = solution.width(of: cell)
        if let anchor = anchors[k] {
          // `gridCellAnchor`: the view's anchor point on the cell's same point.
          let x = solution.x(ofColumn: cell.column) + anchor.x * (width - dimensions[k].width)
          let y = solution.y(ofRow: row) + anchor.y * (solution.rowHeights[row] - dimensions[k].height)
          subviews[cell.index].place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: proposals[k])
          placed.insert(cell.index)
          continue
        }
        let horizontal = cell.span == 1 ? (columnGuides[cell.column] ?? alignment.horizontal) : alignment.horizontal
        let area = ViewDimensions(size: CGSize(width: width, height: solution.rowHeights[row]))
        let x = bounds.minX + solution.x(ofColumn: cell.column) + area[horizontal] - dimensions[k][horizontal]
        let y = bounds.minY + solution.y(ofRow: row) + line - dimensions[k][guide]
        subviews[cell.index].place(at: CGPoint(x: x, y: y), proposal: proposals[k])
        placed.insert(cell.index)
      }
    }
    // Subviews beyond the rows described (none when the rows match) sit at the origin, unsized.
    for index in subviews.indices where !placed.contains(index) {
      subviews[index].place(at: bounds.origin, proposal: .zero)
    }
  }

  private func rowAlignment(_ row: Int) -> VerticalAlignment {
    rows.indices.contains(row) ? rows[row].alignment ?? alignment.vertical : alignment.vertical
  }

  /// Each column's `gridColumnAlignment`, from the first single-column cell in it that sets one.
  private func columnAlignments(_ cells: [Cell], _ subviews: Subviews, columns: Int) -> [HorizontalAlignment?] {
    var result = [HorizontalAlignment?](repeating: nil, count: columns)
    for cell in cells where cell.span == 1 && result[cell.column] == nil {
      result[cell.column] = subviews[cell.index][GridColumnAlignmentKey.self]
    }
    return result
  }

  /// Assigns cells to rows and columns.
  func cells(_ subviews: Subviews) -> (cells: [Cell], columns: Int) {
    var cells: [Cell] = []
    var next = 0
    var columns = 0
    var fullRows: [Int] = []
    for (rowIndex, row) in rows.enumerated() {
      var column = 0
      for _ in 0..<row.count where next < subviews.count {
        let span = row.spansAllColumns ? 1 : max(1, subviews[next][GridCellColumnsKey.self])
        cells.append(
          Cell(
            index: next, row: rowIndex, column: column, span: span, unsized: subviews[next][GridCellUnsizedAxesKey.self]
          ))
        if row.spansAllColumns { fullRows.append(cells.count - 1) }
        column += span
        next += 1
      }
      columns = max(columns, column)
    }
    for i in fullRows {
      cells[i].column = 0
      cells[i].span = max(1, columns)
    }
    return (cells, max(columns, cells.isEmpty ? 0 : 1))
  }

  func solve(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Solution {
    let (cells, columnCount) = cells(subviews)
    let rowCount = cells.map { $0.row + 1 }.max() ?? 0
    let hSpacing = horizontalSpacing ?? ViewSpacing.defaultValue
    let vSpacing = verticalSpacing ?? ViewSpacing.defaultValue

    // Columns, from the cells spanning one column.
    let sized = cells.filter { !$0.unsized.contains(.horizontal) }
    let single = sized.filter { $0.span == 1 }
    var widths = GridArrangement.share(
      count: columnCount,
      available: proposal.width.map { $0 - hSpacing * CGFloat(max(0, columnCount - 1)) }
    ) { column, offered in
      single.filter { $0.column == column }
        .map { subviews[$0.index].sizeThatFits(ProposedViewSize(width: offered, height: nil)).width }.max() ?? 0
    }
    // Spanning cells widen their columns equally when they need more.
    for cell in sized where cell.span > 1 {
      let outside = widths.enumerated().filter { !(cell.column..<cell.column + cell.span).contains($0.offset) }
        .map(\.element).reduce(0, +)
      let offered = proposal.width.map { max(0, $0 - outside - hSpacing * CGFloat(max(0, columnCount - cell.span))) }
      let needed = subviews[cell.index].sizeThatFits(ProposedViewSize(width: offered, height: nil)).width
      let current = widths[cell.column..<cell.column + cell.span].reduce(0, +) + hSpacing * CGFloat(cell.span - 1)
      if needed > current {
        let extra = (needed - current) / CGFloat(cell.span)
        for column in cell.column..<cell.column + cell.span { widths[column] += extra }
      }
    }
    var solution = Solution(cells: cells, columnWidths: widths, rowHeights: [], hSpacing: hSpacing, vSpacing: vSpacing)
    // Rows, each cell offered its columns' width.
    solution.rowHeights = GridArrangement.share(
      count: rowCount,
      available: proposal.height.map { $0 - vSpacing * CGFloat(max(0, rowCount - 1)) }
    ) { row, offered in
      cells.filter { $0.row == row && !$0.unsized.contains(.vertical) }
        .map {
          subviews[$0.index].sizeThatFits(ProposedViewSize(width: solution.width(of: $0), height: offered)).height
        }
        .max() ?? 0
    }
    return solution
  }

  /// Lengths for `count` tracks sharing `available` the way a stack shares its length: with
  /// nothing proposed each takes its ideal length; otherwise the least flexible first (the
  /// difference between its lengths offered ∞ and 0), each offered an equal share of the rest.
  static func share(count: Int, available: CGFloat?, measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
    guard let available else { return (0..<count).map { measure($0, nil) } }
    if available == .infinity { return (0..<count).map { measure($0, .infinity) } }
    let flexibility = (0..<count).map { measure($0, .infinity) - measure($0, 0) }
    let order = (0..<count).sorted {
      flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)
    }
    var remaining = max(0, available)
    var lengths = [CGFloat](repeating: 0, count: count)
    for (done, track) in order.enumerated() {
      let offered = max(0, remaining / CGFloat(count - done))
      lengths[track] = measure(track, offered)
      remaining -= lengths[track]
    }
    return lengths
  }
}

/// How many grid columns a cell spans (`gridCellColumns`).
package struct GridCellColumnsKey: LayoutValueKey {
  package static let defaultValue = 1
}

/// A cell's column alignment (`gridColumnAlignment`).
package struct GridColumnAlignmentKey: LayoutValueKey {
  package static let defaultValue: HorizontalAlignment? = nil
}

/// A cell's own anchor, replacing its row's and column's alignment (`gridCellAnchor`).
package struct GridCellAnchorKey: LayoutValueKey {
  package static let defaultValue: UnitPoint? = nil
}

/// The axes on which a cell does not size its row or column (`gridCellUnsizedAxes`).
package struct GridCellUnsizedAxesKey: LayoutValueKey {
  package static let defaultValue: Axis.Set = []
}
