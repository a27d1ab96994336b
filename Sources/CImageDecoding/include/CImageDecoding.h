// A small C surface over Debian's image libraries — gdk-pixbuf (PNG, JPEG, GIF, WebP, HEIC and
// whatever other loaders are installed), librsvg (SVG) and poppler-glib (PDF, first page) — so
// Swift sees none of GLib's headers (whose build flags SwiftPM would reject).
#ifndef CIMAGEDECODING_H
#define CIMAGEDECODING_H

#include <stddef.h>

// What a file holds before it is decoded. A bitmap's size is in pixels; a vector's (SVG, PDF) in
// points, its natural size, and it can be rasterised at any pixel size.
typedef struct {
  double width;
  double height;
  int is_vector;  // 0 or 1
} lid_info;

// Reads the size of the image at `path` without decoding its pixels (where the format allows).
// Returns 1 on success; 0 with a message in `error` (NUL-terminated, at most `error_size` bytes).
int lid_read_info(const char *path, lid_info *info, char *error, size_t error_size);

// Decodes the image at `path` into premultiplied 32-bit pixels in native byte order with alpha
// in the top byte (Cairo's ARGB32, XRender's a8r8g8b8: B, G, R, A bytes on a little-endian
// machine), rows `width * 4` bytes apart. A vector is rasterised at `width` × `height` pixels;
// a bitmap is decoded at its own size, or scaled down to `width` × `height` when both are at
// most its own and one is smaller (0 × 0: its own size). The size decoded is
// written to `out_width` and `out_height`. Returns the pixels (free with `lid_free`), or NULL
// with a message in `error`.
unsigned char *lid_decode(
    const char *path, int width, int height, int *out_width, int *out_height, char *error, size_t error_size);

void lid_free(unsigned char *pixels);

#endif
