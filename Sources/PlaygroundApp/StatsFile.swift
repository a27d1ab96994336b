import Foundation

/// `run --stats FILE`: the app's work counters as one line of `key=value` pairs, rewritten after
/// every presented frame and at exit, so a measuring script can read them at any moment
/// (`scripts/measure.py` does, around its resizes and clicks).
///
/// Keys: `frames` presented, `resize_frames` (frames laid out for a new window size),
/// `presses` (button presses received), `text_measure_calls`, `text_shaped` (texts laid out by
/// Pango: cache misses), `text_remeasured` (texts laid out again after the cache dropped them),
/// `text_shaped_lines` and `text_shaping_us` (their lines, and the time Pango took),
/// `mask_hits` and `mask_misses` (shape coverage masks), `images_decoded` and `image_bytes`
/// (rasters decoded from image files, each once, and their bytes).
package final class StatsFile {
  private let descriptor: Int32

  package init(path: String) throws(OutputFileError) {
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw OutputFileError(path: path, what: "stats") }
  }

  deinit { close(descriptor) }

  /// Replaces the file's content with `fields` as one line.
  package func write(_ fields: KeyValuePairs<String, Int>) {
    let line = fields.map { "\($0.key)=\($0.value)" }.joined(separator: " ") + "\n"
    let bytes = Array(line.utf8)
    // One positioned write and a truncate: a reader never sees an empty file between frames.
    _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    _ = ftruncate(descriptor, off_t(bytes.count))
  }
}
