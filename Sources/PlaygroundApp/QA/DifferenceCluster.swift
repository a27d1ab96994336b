/// The differing pixels of a `PixelDifference` gathered into clusters: the picture is cut into
/// square tiles (8×8 pixels), tiles with a differing pixel that touch (sides or corners) form
/// one cluster, and each cluster is the bounding box of its differing pixels. One pass over the
/// pixels and one over the tiles, so a 1179×2556 snapshot costs what reading it does; tiles
/// rather than single pixels, so anti-aliased text (gaps between glyphs) stays one cluster.
struct DifferenceCluster: Equatable, Sendable {
  /// Bounding box of the differing pixels, in device pixels; `maxX`/`maxY` inclusive.
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int
  /// How many differing pixels it holds.
  var pixels: Int

  /// The clusters of `difference`, ordered by their first tile, top to bottom then left to right.
  static func clusters(of difference: PixelDifference, tile: Int = 8) -> [DifferenceCluster] {
    let width = difference.width
    let height = difference.height
    guard difference.count > 0, width > 0, height > 0 else { return [] }
    let columns = (width + tile - 1) / tile
    let rows = (height + tile - 1) / tile
    // Each tile's own cluster while the pixels are read.
    var tiles = [DifferenceCluster?](repeating: nil, count: columns * rows)
    difference.changed.withUnsafeBufferPointer { changed in
      for y in 0..<height {
        let row = y * width
        let tileRow = (y / tile) * columns
        for x in 0..<width where changed[row + x] {
          let index = tileRow + x / tile
          if var cluster = tiles[index] {
            cluster.minX = min(cluster.minX, x)
            cluster.maxX = max(cluster.maxX, x)
            cluster.maxY = y  // rows are read top to bottom
            cluster.pixels += 1
            tiles[index] = cluster
          } else {
            tiles[index] = DifferenceCluster(minX: x, minY: y, maxX: x, maxY: y, pixels: 1)
          }
        }
      }
    }
    // Union–find over the tiles with pixels: each joins its left, upper-left, upper and
    // upper-right neighbours.
    var parent = Array(0..<(columns * rows))
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index {
        parent[index] = parent[parent[index]]
        index = parent[index]
      }
      return index
    }
    func join(_ a: Int, _ b: Int) {
      let (rootA, rootB) = (root(a), root(b))
      // The smaller index stays the root, so a cluster is named by its first tile.
      if rootA < rootB { parent[rootB] = rootA } else if rootB < rootA { parent[rootA] = rootB }
    }
    for row in 0..<rows {
      for column in 0..<columns where tiles[row * columns + column] != nil {
        let index = row * columns + column
        if column > 0 && tiles[index - 1] != nil { join(index, index - 1) }
        guard row > 0 else { continue }
        let above = index - columns
        if tiles[above] != nil { join(index, above) }
        if column > 0 && tiles[above - 1] != nil { join(index, above - 1) }
        if column + 1 < columns && tiles[above + 1] != nil { join(index, above + 1) }
      }
    }
    var clusterOfRoot: [Int: Int] = [:]
    var clusters: [DifferenceCluster] = []
    for index in tiles.indices {
      guard let tileCluster = tiles[index] else { continue }
      let top = root(index)
      if let existing = clusterOfRoot[top] {
        clusters[existing].minX = min(clusters[existing].minX, tileCluster.minX)
        clusters[existing].minY = min(clusters[existing].minY, tileCluster.minY)
        clusters[existing].maxX = max(clusters[existing].maxX, tileCluster.maxX)
        clusters[existing].maxY = max(clusters[existing].maxY, tileCluster.maxY)
        clusters[existing].pixels += tileCluster.pixels
      } else {
        // Tiles are visited in row-major order and a root is its cluster's first tile, so
        // clusters are created in the order of their first tiles.
        clusterOfRoot[top] = clusters.count
        clusters.append(tileCluster)
      }
    }
    return clusters
  }
}
