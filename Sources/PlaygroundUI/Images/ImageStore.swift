import Foundation
import Synchronization

/// Decoded images: each file is read once and each raster made once, whichever views draw it, so
/// no frame decodes what an earlier one did.
///
/// A raster is decoded by the first frame that draws it, and its pixels are let go once the host
/// has them (`release`): fifty large photos live on the X server, not twice in memory. Should the
/// host drop one (its cache is bounded) it is decoded again, and counted again.
///
/// Keyed by file and pixel size. The asset name, scale and colour scheme pick the file (a set's
/// variants are different files), so this is the cache by (name, scale, scheme) with images that
/// several names share decoded once. The app sets `decoder` to the host's libraries; without one
/// (pure tests that inject nothing) every image is "not decodable" and draws its placeholder.
package final class ImageStore: Sendable {
  /// The process's store, which the app gives the host's decoder.
  package static let shared = ImageStore()

  /// The store `Image` and the renderer use: the process's, unless a test runs with its own
  /// (`ImageStore.$current.withValue(store) { … }`), so tests with fake decoders run in parallel.
  @TaskLocal package static var current = shared

  private struct State {
    var decoder: (any ImageDecoding)?
    var hostScale: CGFloat = 1
    var infos: [String: Result<ImageFileInfo, ImageDecodingError>] = [:]
    var rasters: [ImageRasterKey: Result<DecodedImage, ImageDecodingError>] = [:]
    var decodedCount = 0
    var decodedBytes = 0
    var reported: Set<String> = []
    var generation = 0
  }

  private let state = Mutex(State())

  package init(decoder: (any ImageDecoding)? = nil) {
    state.withLock { $0.decoder = decoder }
  }

  /// The libraries that read files. Setting it forgets everything read with the previous one.
  package var decoder: (any ImageDecoding)? {
    get { state.withLock { $0.decoder } }
    set { state.withLock { $0 = State(decoder: newValue, hostScale: $0.hostScale, generation: $0.generation + 1) } }
  }

  /// Device pixels per point of the window drawn into (`--scale`): asset variants are picked
  /// for at least this scale, so images stay sharp on a scaled window.
  package var hostScale: CGFloat {
    get { state.withLock { $0.hostScale } }
    set { state.withLock { $0.hostScale = newValue } }
  }

  /// The size of the image in `path`, read once.
  package func info(ofFile path: String) -> Result<ImageFileInfo, ImageDecodingError> {
    if let known = state.withLock({ $0.infos[path] }) { return known }
    let decoder = self.decoder
    let result: Result<ImageFileInfo, ImageDecodingError>
    if let decoder {
      do throws(ImageDecodingError) { result = .success(try decoder.info(ofFile: path)) } catch {
        result = .failure(error)
      }
    } else {
      result = .failure(ImageDecodingError("no image decoder in this process"))
    }
    state.withLock { $0.infos[path] = result }
    return result
  }

  /// The pixels for `key`, decoded the first time they are asked for (and after `release`); nil
  /// when the file cannot be decoded (said once on standard error, with the library's reason).
  package func raster(_ key: ImageRasterKey) -> DecodedImage? {
    if let known = state.withLock({ $0.rasters[key] }) {
      switch known {
      case .success(let image): return image
      case .failure: return nil
      }
    }
    let result: Result<DecodedImage, ImageDecodingError>
    if let decoder {
      do throws(ImageDecodingError) {
        result = .success(try decoder.decode(file: key.path, pixelWidth: key.pixelWidth, pixelHeight: key.pixelHeight))
      } catch { result = .failure(error) }
    } else {
      result = .failure(ImageDecodingError("no image decoder in this process"))
    }
    state.withLock {
      $0.rasters[key] = result
      if case .success(let image) = result {
        $0.decodedCount += 1
        $0.decodedBytes += image.pixels.count
      }
    }
    if case .failure(let error) = result { reportUndecodable(key.path, error) }
    return try? result.get()
  }

  /// Lets go of the pixels for `key` (the host keeps its own copy); a later `raster(key)` decodes
  /// them again. A failure is kept, so it is not tried again.
  package func release(_ key: ImageRasterKey) {
    state.withLock {
      if case .success = $0.rasters[key] { $0.rasters[key] = nil }
    }
  }

  /// Forgets every file read, so each is read again when next drawn (a reload: an image may have
  /// been replaced on disk). Rasters read from now on have a new generation in their keys.
  package func forgetFiles() {
    state.withLock {
      $0.infos = [:]
      $0.rasters = [:]
      $0.reported = []
      $0.generation += 1
    }
  }

  /// How many times the files were forgotten: the generation rasters read now carry.
  package var generation: Int { state.withLock { $0.generation } }

  /// How many rasters were decoded and their bytes (`--stats`: `images_decoded`, `image_bytes`).
  package var counters: (decoded: Int, bytes: Int) {
    state.withLock { ($0.decodedCount, $0.decodedBytes) }
  }

  /// Says once on standard error that the file in `path` cannot be drawn, and why.
  package func reportUndecodable(_ path: String, _ error: ImageDecodingError) {
    guard state.withLock({ $0.reported.insert(path).inserted }) else { return }
    FileHandle.standardError.write(Data("layout-playground: cannot decode image \(path): \(error.message)\n".utf8))
  }
}
