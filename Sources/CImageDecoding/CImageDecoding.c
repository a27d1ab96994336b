#include "CImageDecoding.h"

#include <cairo.h>
#include <dlfcn.h>
#include <pthread.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <librsvg/rsvg.h>
#include <poppler.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

// The libraries are opened on the first image decoded, not linked: linked, their dependencies
// (poppler's C++ runtime and codecs, librsvg's) would add some 50 ms to every launch of the app.
// Each function is called through a pointer of its own declared type.
static __typeof__(&gdk_pixbuf_get_file_info) p_gdk_pixbuf_get_file_info;
static __typeof__(&gdk_pixbuf_new_from_file) p_gdk_pixbuf_new_from_file;
static __typeof__(&gdk_pixbuf_new_from_file_at_scale) p_gdk_pixbuf_new_from_file_at_scale;
static __typeof__(&gdk_pixbuf_get_width) p_gdk_pixbuf_get_width;
static __typeof__(&gdk_pixbuf_get_height) p_gdk_pixbuf_get_height;
static __typeof__(&gdk_pixbuf_get_n_channels) p_gdk_pixbuf_get_n_channels;
static __typeof__(&gdk_pixbuf_get_rowstride) p_gdk_pixbuf_get_rowstride;
static __typeof__(&gdk_pixbuf_get_has_alpha) p_gdk_pixbuf_get_has_alpha;
static __typeof__(&gdk_pixbuf_read_pixels) p_gdk_pixbuf_read_pixels;
static __typeof__(&rsvg_handle_new_from_file) p_rsvg_handle_new_from_file;
static __typeof__(&rsvg_handle_set_dpi) p_rsvg_handle_set_dpi;
static __typeof__(&rsvg_handle_get_intrinsic_size_in_pixels) p_rsvg_handle_get_intrinsic_size_in_pixels;
static __typeof__(&rsvg_handle_get_geometry_for_layer) p_rsvg_handle_get_geometry_for_layer;
static __typeof__(&rsvg_handle_render_document) p_rsvg_handle_render_document;
static __typeof__(&poppler_document_new_from_file) p_poppler_document_new_from_file;
static __typeof__(&poppler_document_get_n_pages) p_poppler_document_get_n_pages;
static __typeof__(&poppler_document_get_page) p_poppler_document_get_page;
static __typeof__(&poppler_page_get_size) p_poppler_page_get_size;
static __typeof__(&poppler_page_render) p_poppler_page_render;
static __typeof__(&cairo_image_surface_create) p_cairo_image_surface_create;
static __typeof__(&cairo_create) p_cairo_create;
static __typeof__(&cairo_scale) p_cairo_scale;
static __typeof__(&cairo_destroy) p_cairo_destroy;
static __typeof__(&cairo_surface_flush) p_cairo_surface_flush;
static __typeof__(&cairo_image_surface_get_data) p_cairo_image_surface_get_data;
static __typeof__(&cairo_image_surface_get_stride) p_cairo_image_surface_get_stride;
static __typeof__(&cairo_surface_destroy) p_cairo_surface_destroy;

static const char *load_error;

static int open_libraries(void) {
  void *handle;
  if (!(handle = dlopen("libgdk_pixbuf-2.0.so.0", RTLD_NOW | RTLD_GLOBAL))) {
    load_error = "libgdk_pixbuf-2.0.so.0 is not installed";
    return 0;
  }
  if (!(p_gdk_pixbuf_get_file_info = (__typeof__(&gdk_pixbuf_get_file_info))dlsym(handle, "gdk_pixbuf_get_file_info"))) {
    load_error = "libgdk_pixbuf-2.0.so.0 lacks gdk_pixbuf_get_file_info";
    return 0;
  }
  if (!(p_gdk_pixbuf_new_from_file = (__typeof__(&gdk_pixbuf_new_from_file))dlsym(handle, "gdk_pixbuf_new_from_file"))) {
    load_error = "libgdk_pixbuf-2.0.so.0 lacks gdk_pixbuf_new_from_file";
    return 0;
  }
  if (!(p_gdk_pixbuf_new_from_file_at_scale = (__typeof__(&gdk_pixbuf_new_from_file_at_scale))dlsym(handle, "gdk_pixbuf_new_from_file_at_scale"))) {
    load_error = "libgdk_pixbuf-2.0.so.0 lacks gdk_pixbuf_new_from_file_at_scale";
    return 0;
  }
  if (!(p_gdk_pixbuf_get_width = (__typeof__(&gdk_pixbuf_get_width))dlsym(handle, "gdk_pixbuf_get_width"))) {
    load_error = "libgdk_pixbuf-2.0.so.0 lacks gdk_pixbuf_get_width";
    return 0;
  }
  if (!(p_gdk_pixbuf_get_height = (__typeof__(&gdk_pixbuf_get_height))dlsym(handle, "gdk_pixbuf_get_height"))) {
    load_error = "libgdk_pixbuf-2.0.so.0 lacks gdk_pixbuf_get_height";
    return 0;
  }
  if (!(p_gdk_pixbuf_get_n_channels = (__typeof__(&gdk_pixbuf_get_n_channels))dlsym(handle, "gdk_pixbuf_get_n_channels"))) {
    load_error = "libgdk_pixbuf-2.0.so.0 lacks gdk_pixbuf_get_n_channels";
    return 0;
  }
  if (!(p_gdk_pixbuf_get_rowstride = (__typeof__(&gdk_pixbuf_get_rowstride))dlsym(handle, "gdk_pixbuf_get_rowstride"))) {
    load_error = "libgdk_pixbuf-2.0.so.0 lacks gdk_pixbuf_get_rowstride";
    return 0;
  }
  if (!(p_gdk_pixbuf_get_has_alpha = (__typeof__(&gdk_pixbuf_get_has_alpha))dlsym(handle, "gdk_pixbuf_get_has_alpha"))) {
    load_error = "libgdk_pixbuf-2.0.so.0 lacks gdk_pixbuf_get_has_alpha";
    return 0;
  }
  if (!(p_gdk_pixbuf_read_pixels = (__typeof__(&gdk_pixbuf_read_pixels))dlsym(handle, "gdk_pixbuf_read_pixels"))) {
    load_error = "libgdk_pixbuf-2.0.so.0 lacks gdk_pixbuf_read_pixels";
    return 0;
  }
  if (!(handle = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_GLOBAL))) {
    load_error = "librsvg-2.so.2 is not installed";
    return 0;
  }
  if (!(p_rsvg_handle_new_from_file = (__typeof__(&rsvg_handle_new_from_file))dlsym(handle, "rsvg_handle_new_from_file"))) {
    load_error = "librsvg-2.so.2 lacks rsvg_handle_new_from_file";
    return 0;
  }
  if (!(p_rsvg_handle_set_dpi = (__typeof__(&rsvg_handle_set_dpi))dlsym(handle, "rsvg_handle_set_dpi"))) {
    load_error = "librsvg-2.so.2 lacks rsvg_handle_set_dpi";
    return 0;
  }
  if (!(p_rsvg_handle_get_intrinsic_size_in_pixels = (__typeof__(&rsvg_handle_get_intrinsic_size_in_pixels))dlsym(handle, "rsvg_handle_get_intrinsic_size_in_pixels"))) {
    load_error = "librsvg-2.so.2 lacks rsvg_handle_get_intrinsic_size_in_pixels";
    return 0;
  }
  if (!(p_rsvg_handle_get_geometry_for_layer = (__typeof__(&rsvg_handle_get_geometry_for_layer))dlsym(handle, "rsvg_handle_get_geometry_for_layer"))) {
    load_error = "librsvg-2.so.2 lacks rsvg_handle_get_geometry_for_layer";
    return 0;
  }
  if (!(p_rsvg_handle_render_document = (__typeof__(&rsvg_handle_render_document))dlsym(handle, "rsvg_handle_render_document"))) {
    load_error = "librsvg-2.so.2 lacks rsvg_handle_render_document";
    return 0;
  }
  if (!(handle = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_GLOBAL))) {
    load_error = "libpoppler-glib.so.8 is not installed";
    return 0;
  }
  if (!(p_poppler_document_new_from_file = (__typeof__(&poppler_document_new_from_file))dlsym(handle, "poppler_document_new_from_file"))) {
    load_error = "libpoppler-glib.so.8 lacks poppler_document_new_from_file";
    return 0;
  }
  if (!(p_poppler_document_get_n_pages = (__typeof__(&poppler_document_get_n_pages))dlsym(handle, "poppler_document_get_n_pages"))) {
    load_error = "libpoppler-glib.so.8 lacks poppler_document_get_n_pages";
    return 0;
  }
  if (!(p_poppler_document_get_page = (__typeof__(&poppler_document_get_page))dlsym(handle, "poppler_document_get_page"))) {
    load_error = "libpoppler-glib.so.8 lacks poppler_document_get_page";
    return 0;
  }
  if (!(p_poppler_page_get_size = (__typeof__(&poppler_page_get_size))dlsym(handle, "poppler_page_get_size"))) {
    load_error = "libpoppler-glib.so.8 lacks poppler_page_get_size";
    return 0;
  }
  if (!(p_poppler_page_render = (__typeof__(&poppler_page_render))dlsym(handle, "poppler_page_render"))) {
    load_error = "libpoppler-glib.so.8 lacks poppler_page_render";
    return 0;
  }
  if (!(handle = dlopen("libcairo.so.2", RTLD_NOW | RTLD_GLOBAL))) {
    load_error = "libcairo.so.2 is not installed";
    return 0;
  }
  if (!(p_cairo_image_surface_create = (__typeof__(&cairo_image_surface_create))dlsym(handle, "cairo_image_surface_create"))) {
    load_error = "libcairo.so.2 lacks cairo_image_surface_create";
    return 0;
  }
  if (!(p_cairo_create = (__typeof__(&cairo_create))dlsym(handle, "cairo_create"))) {
    load_error = "libcairo.so.2 lacks cairo_create";
    return 0;
  }
  if (!(p_cairo_scale = (__typeof__(&cairo_scale))dlsym(handle, "cairo_scale"))) {
    load_error = "libcairo.so.2 lacks cairo_scale";
    return 0;
  }
  if (!(p_cairo_destroy = (__typeof__(&cairo_destroy))dlsym(handle, "cairo_destroy"))) {
    load_error = "libcairo.so.2 lacks cairo_destroy";
    return 0;
  }
  if (!(p_cairo_surface_flush = (__typeof__(&cairo_surface_flush))dlsym(handle, "cairo_surface_flush"))) {
    load_error = "libcairo.so.2 lacks cairo_surface_flush";
    return 0;
  }
  if (!(p_cairo_image_surface_get_data = (__typeof__(&cairo_image_surface_get_data))dlsym(handle, "cairo_image_surface_get_data"))) {
    load_error = "libcairo.so.2 lacks cairo_image_surface_get_data";
    return 0;
  }
  if (!(p_cairo_image_surface_get_stride = (__typeof__(&cairo_image_surface_get_stride))dlsym(handle, "cairo_image_surface_get_stride"))) {
    load_error = "libcairo.so.2 lacks cairo_image_surface_get_stride";
    return 0;
  }
  if (!(p_cairo_surface_destroy = (__typeof__(&cairo_surface_destroy))dlsym(handle, "cairo_surface_destroy"))) {
    load_error = "libcairo.so.2 lacks cairo_surface_destroy";
    return 0;
  }
  return 1;
}

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;

static void load(void) { loaded = open_libraries(); }

// Opens the libraries once, whichever thread asks first; 0 with `load_error` set when one is
// missing.
static int load_libraries(void) {
  pthread_once(&load_once, load);
  return loaded;
}

#define gdk_pixbuf_get_file_info p_gdk_pixbuf_get_file_info
#define gdk_pixbuf_new_from_file p_gdk_pixbuf_new_from_file
#define gdk_pixbuf_new_from_file_at_scale p_gdk_pixbuf_new_from_file_at_scale
#define gdk_pixbuf_get_width p_gdk_pixbuf_get_width
#define gdk_pixbuf_get_height p_gdk_pixbuf_get_height
#define gdk_pixbuf_get_n_channels p_gdk_pixbuf_get_n_channels
#define gdk_pixbuf_get_rowstride p_gdk_pixbuf_get_rowstride
#define gdk_pixbuf_get_has_alpha p_gdk_pixbuf_get_has_alpha
#define gdk_pixbuf_read_pixels p_gdk_pixbuf_read_pixels
#define rsvg_handle_new_from_file p_rsvg_handle_new_from_file
#define rsvg_handle_set_dpi p_rsvg_handle_set_dpi
#define rsvg_handle_get_intrinsic_size_in_pixels p_rsvg_handle_get_intrinsic_size_in_pixels
#define rsvg_handle_get_geometry_for_layer p_rsvg_handle_get_geometry_for_layer
#define rsvg_handle_render_document p_rsvg_handle_render_document
#define poppler_document_new_from_file p_poppler_document_new_from_file
#define poppler_document_get_n_pages p_poppler_document_get_n_pages
#define poppler_document_get_page p_poppler_document_get_page
#define poppler_page_get_size p_poppler_page_get_size
#define poppler_page_render p_poppler_page_render
#define cairo_image_surface_create p_cairo_image_surface_create
#define cairo_create p_cairo_create
#define cairo_scale p_cairo_scale
#define cairo_destroy p_cairo_destroy
#define cairo_surface_flush p_cairo_surface_flush
#define cairo_image_surface_get_data p_cairo_image_surface_get_data
#define cairo_image_surface_get_stride p_cairo_image_surface_get_stride
#define cairo_surface_destroy p_cairo_surface_destroy


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
  if (!load_libraries()) {
    say(error, error_size, load_error, NULL);
    return 0;
  }
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
  if (!load_libraries()) {
    say(error, error_size, load_error, NULL);
    return NULL;
  }
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
