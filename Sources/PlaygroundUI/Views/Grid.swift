/// Rows of cells whose columns line up (mirrors SwiftUI's `Grid`): a column is as wide as its
/// widest cell, a row as tall as its tallest, and flexible cells share what the others leave. A
/// view given to the grid outside a `GridRow` is a row spanning every column.
public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let children = context.resolve(content, role: .content)
    // Consecutive cells of one GridRow make a row; any other view is a row of its own.
    var rows: [GridArrangement.Row] = []
    var lastRow: ViewIdentity?
    for child in children {
      let marker = child.layoutValue(GridRowMarkerKey.self)
      if let marker, marker.row == lastRow {
        rows[rows.count - 1].count += 1
      } else if let marker {
        rows.append(GridArrangement.Row(count: 1, alignment: marker.alignment))
      } else {
        rows.append(GridArrangement.Row(count: 1, spansAllColumns: true))
      }
      lastRow = marker?.row
    }
    let layout = GridArrangement(
      alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, rows: rows)
    return [ContainerNode(id: context.identity, layout: layout, children: children, name: "Grid", log: context.log)]
  }
}

/// One row of a `Grid` (mirrors SwiftUI's `GridRow`): its views are the row's cells, in column
/// order. Outside a grid its views act as if given to the container directly.
public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let cells = context.resolve(content, role: .content)
    let marker = GridRowMarker(row: context.identity, alignment: alignment)
    for cell in cells { cell.layoutValues[ObjectIdentifier(GridRowMarkerKey.self)] = marker }
    return cells
  }
}

/// Which `GridRow` a cell came from.
struct GridRowMarker {
  var row: ViewIdentity
  var alignment: VerticalAlignment?
}

struct GridRowMarkerKey: LayoutValueKey {
  static let defaultValue: GridRowMarker? = nil
}

extension View {
  /// Makes the cell span `count` columns of its grid row.
  public func gridCellColumns(_ count: Int) -> some View {
    layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
  }

  /// Aligns this cell by `anchor` instead of its row's and column's guides: the view's point at
  /// `anchor` goes on the same point of its cell.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    layoutValue(key: GridCellAnchorKey.self, value: anchor)
  }

  /// Aligns every cell of this cell's grid column horizontally with `guide`.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridColumnAlignmentKey.self, value: guide)
  }

  /// Keeps the cell from sizing its row or column on `axes`: it takes what the other cells
  /// decide (a `Divider` or `Color` then no longer widens the grid).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
  }
}
