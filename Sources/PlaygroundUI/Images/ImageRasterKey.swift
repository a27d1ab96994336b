/// One raster of one file: a bitmap at its own size, or a vector at the pixel size it is drawn at.
package struct ImageRasterKey: Hashable, Sendable {
  package var path: String
  package var pixelWidth: Int
  package var pixelHeight: Int

  package init(path: String, pixelWidth: Int, pixelHeight: Int) {
    self.path = path
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }
}
