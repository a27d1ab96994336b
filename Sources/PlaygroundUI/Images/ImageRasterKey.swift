/// One raster of one file: a bitmap at its own size (or halved), or a vector at the pixel size it
/// is drawn at.
package struct ImageRasterKey: Hashable, Sendable {
  package var path: String
  package var pixelWidth: Int
  package var pixelHeight: Int
  /// The store's generation when the file was read (`ImageStore.forgetFiles`): a file read again
  /// after a reload is another raster, so the host does not draw its old upload.
  package var generation: Int

  package init(path: String, pixelWidth: Int, pixelHeight: Int, generation: Int = 0) {
    self.path = path
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.generation = generation
  }
}
