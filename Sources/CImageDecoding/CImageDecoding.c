#include "CImageDecoding.h"

#include <cairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <librsvg/rsvg.h>
#include <poppler.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef enum { KIND_BITMAP, KIND_SVG, KIND_PDF } kind;

// By extension, as Xcode's asset compiler decides: the libraries' own sniffing would accept an
// SVG through gdk-pixbuf's loader, rasterised at its natural size only.
static kind kind_of(const char *path) {
  const char *dot = strrchr(path, '.');
  if (dot && strcasecmp(dot, ".svg") == 0) return KIND_SVG;
  if (dot && strcasecmp(dot, ".pdf") == 0) return KIND_PDF;
  return KIND_BITMAP;
}

static void say(char *error, size_t size, const char *what, GError *gerror) {
  if (!error || size == 0) return;
  snprintf(error, size, "%s%s%s", what, gerror ? ": " : "", gerror ? gerror->message : "");
  if (gerror) g_error_free(gerror);
}

static PopplerPage *first_page(const char *path, PopplerDocument **document, char *error, size_t size) {
  GError *gerror = NULL;
  gchar *uri = g_filename_to_uri(path, NULL, &gerror);
  if (!uri) {
    say(error, size, "not a file path", gerror);
    return NULL;
  }
  *document = poppler_document_new_from_file(uri, NULL, &gerror);
  g_free(uri);
  if (!*document) {
    say(error, size, "not a readable PDF", gerror);
    return NULL;
  }
  PopplerPage *page = poppler_document_get_n_pages(*document) > 0 ? poppler_document_get_page(*document, 0) : NULL;
  if (!page) {
    g_object_unref(*document);
    say(error, size, "the PDF has no page", NULL);
  }
  return page;
}

int lid_read_info(const char *path, lid_info *info, char *error, size_t error_size) {
  memset(info, 0, sizeof *info);
  GError *gerror = NULL;
  switch (kind_of(path)) {
    case KIND_SVG: {
      RsvgHandle *handle = rsvg_handle_new_from_file(path, &gerror);
      if (!handle) {
        say(error, error_size, "not a readable SVG", gerror);
        return 0;
      }
      gdouble width = 0, height = 0;
      // A size in CSS pixels (96 per inch), which Xcode takes as points.
      rsvg_handle_set_dpi(handle, 96);
      if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height)) {
        // Only a viewBox: its size is the natural size.
        RsvgRectangle viewport = {0, 0, 0, 0}, ink, logical;
        rsvg_handle_get_geometry_for_layer(handle, NULL, &viewport, &ink, &logical, NULL);
        width = logical.width;
        height = logical.height;
      }
      g_object_unref(handle);
      info->width = width;
      info->height = height;
      info->is_vector = 1;
      return width > 0 && height > 0 ? 1 : (say(error, error_size, "the SVG has no size", NULL), 0);
    }
    case KIND_PDF: {
      PopplerDocument *document = NULL;
      PopplerPage *page = first_page(path, &document, error, error_size);
      if (!page) return 0;
      poppler_page_get_size(page, &info->width, &info->height);
      info->is_vector = 1;
      g_object_unref(page);
      g_object_unref(document);
      return 1;
    }
    case KIND_BITMAP: {
      int width = 0, height = 0;
      if (!gdk_pixbuf_get_file_info(path, &width, &height)) {
        // No loader recognised it: decoding says why.
        GdkPixbuf *pixbuf = gdk_pixbuf_new_from_file(path, &gerror);
        if (!pixbuf) {
          say(error, error_size, "not a decodable image", gerror);
          return 0;
        }
        width = gdk_pixbuf_get_width(pixbuf);
        height = gdk_pixbuf_get_height(pixbuf);
        g_object_unref(pixbuf);
      }
      info->width = width;
      info->height = height;
      return 1;
    }
  }
  return 0;
}

// Cairo's ARGB32 rows into one tightly packed buffer (Cairo may pad its stride).
static unsigned char *copy_surface(cairo_surface_t *surface, int width, int height) {
  cairo_surface_flush(surface);
  unsigned char *pixels = malloc((size_t)width * height * 4);
  if (!pixels) return NULL;
  const unsigned char *data = cairo_image_surface_get_data(surface);
  int stride = cairo_image_surface_get_stride(surface);
  for (int y = 0; y < height; y++) memcpy(pixels + (size_t)y * width * 4, data + (size_t)y * stride, (size_t)width * 4);
  return pixels;
}

static unsigned char *decode_bitmap(
    const char *path, int width, int height, int *out_width, int *out_height, char *error, size_t size) {
  GError *gerror = NULL;
  int natural_width = 0, natural_height = 0;
  // Smaller than its own size: decoded scaled (JPEG decodes at 1/2, 1/4, 1/8 natively).
  int smaller = gdk_pixbuf_get_file_info(path, &natural_width, &natural_height) && width > 0 && height > 0 &&
                width <= natural_width && height <= natural_height &&
                (width < natural_width || height < natural_height);
  GdkPixbuf *loaded = smaller ? gdk_pixbuf_new_from_file_at_scale(path, width, height, FALSE, &gerror)
                              : gdk_pixbuf_new_from_file(path, &gerror);
  if (!loaded) {
    say(error, size, "not a decodable image", gerror);
    return NULL;
  }
  // The EXIF orientation is not applied: the size read without decoding would disagree.
  GdkPixbuf *pixbuf = loaded;
  width = gdk_pixbuf_get_width(pixbuf);
  height = gdk_pixbuf_get_height(pixbuf);
  int channels = gdk_pixbuf_get_n_channels(pixbuf), stride = gdk_pixbuf_get_rowstride(pixbuf);
  int has_alpha = gdk_pixbuf_get_has_alpha(pixbuf);
  const guchar *source = gdk_pixbuf_read_pixels(pixbuf);
  unsigned char *pixels = malloc((size_t)width * height * 4);
  if (!pixels) {
    g_object_unref(pixbuf);
    say(error, size, "out of memory", NULL);
    return NULL;
  }
  for (int y = 0; y < height; y++) {
    const guchar *row = source + (size_t)y * stride;
    uint32_t *target = (uint32_t *)(pixels + (size_t)y * width * 4);
    for (int x = 0; x < width; x++) {
      const guchar *p = row + x * channels;
      unsigned a = has_alpha ? p[3] : 255;
      // Premultiplied, rounded: c × a / 255.
      unsigned r = (p[0] * a + 127) / 255, g = (p[1] * a + 127) / 255, b = (p[2] * a + 127) / 255;
      target[x] = (uint32_t)a << 24 | r << 16 | g << 8 | b;
    }
  }
  g_object_unref(pixbuf);
  *out_width = width;
  *out_height = height;
  return pixels;
}

unsigned char *lid_decode(
    const char *path, int width, int height, int *out_width, int *out_height, char *error, size_t error_size) {
  kind k = kind_of(path);
  if (k == KIND_BITMAP) return decode_bitmap(path, width, height, out_width, out_height, error, error_size);
  lid_info info;
  if (!lid_read_info(path, &info, error, error_size)) return NULL;
  if (width <= 0 || height <= 0 || width > 16384 || height > 16384) {
    say(error, error_size, "no size to rasterise at", NULL);
    return NULL;
  }
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cairo = cairo_create(surface);
  int ok = 0;
  GError *gerror = NULL;
  if (k == KIND_SVG) {
    RsvgHandle *handle = rsvg_handle_new_from_file(path, &gerror);
    if (handle) {
      rsvg_handle_set_dpi(handle, 96);
      // Stretched to the pixel size as a drawn image is, not letterboxed as a viewBox would be.
      cairo_scale(cairo, width / info.width, height / info.height);
      RsvgRectangle viewport = {0, 0, info.width, info.height};
      ok = rsvg_handle_render_document(handle, cairo, &viewport, &gerror);
      g_object_unref(handle);
    }
    if (!ok) say(error, error_size, "the SVG did not render", gerror);
  } else {
    PopplerDocument *document = NULL;
    PopplerPage *page = first_page(path, &document, error, error_size);
    if (page) {
      cairo_scale(cairo, width / info.width, height / info.height);
      poppler_page_render(page, cairo);
      g_object_unref(page);
      g_object_unref(document);
      ok = 1;
    }
  }
  cairo_destroy(cairo);
  unsigned char *pixels = ok ? copy_surface(surface, width, height) : NULL;
  cairo_surface_destroy(surface);
  if (ok && !pixels) say(error, error_size, "out of memory", NULL);
  if (pixels) {
    *out_width = width;
    *out_height = height;
  }
  return pixels;
}

void lid_free(unsigned char *pixels) { free(pixels); }
