/// The order Tab visits focusable controls: reading order, rows from top to bottom and, within
/// a row, leading to trailing. A control whose vertical middle lies inside the first control of
/// a row belongs to that row, so controls of different heights centred in an `HStack` share it.
enum ReadingOrder {
  /// The indices of `frames` in reading order (ties keep their given order).
  static func sorted(_ frames: [CGRect]) -> [Int] {
    let byTop = frames.indices.sorted {
      frames[$0].minY != frames[$1].minY ? frames[$0].minY < frames[$1].minY : $0 < $1
    }
    var rows: [[Int]] = []
    var rowBottom = -CGFloat.infinity
    for index in byTop {
      if frames[index].midY < rowBottom, !rows.isEmpty {
        rows[rows.count - 1].append(index)
      } else {
        rows.append([index])
        rowBottom = frames[index].maxY
      }
    }
    return rows.flatMap { row in
      row.sorted { frames[$0].minX != frames[$1].minX ? frames[$0].minX < frames[$1].minX : $0 < $1 }
    }
  }
}
