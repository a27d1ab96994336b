// A small C surface over Pango on its Xft backend, so Swift sees neither GLib nor Pango's
// headers (whose build flags SwiftPM would reject) and X11Host keeps one text seam.
#ifndef CPANGO_H
#define CPANGO_H

// X11 types cross as `void *` (a `Display *`) and `unsigned long` (a Render `Picture`), so this
// header includes no X header that CX11 also includes.

typedef struct lp_engine lp_engine;
typedef struct lp_text lp_text;

// One span of a text in one font; byte offsets into the UTF-8 string.
typedef struct {
  int byte_start;
  int byte_end;
  const char *family;
  int weight;          // CSS weight, 100-1000
  int italic;          // 0 or 1
  double pixel_size;   // absolute size in device pixels
  int tabular_digits;  // 0 or 1: OpenType tnum
  double rise_pixels;  // baseline shift in device pixels, positive up (a symbol inline in text)
} lp_span;

typedef enum { LP_ALIGN_LEFT = 0, LP_ALIGN_CENTER = 1, LP_ALIGN_RIGHT = 2 } lp_alignment;
typedef enum { LP_ELLIPSIZE_START = 1, LP_ELLIPSIZE_MIDDLE = 2, LP_ELLIPSIZE_END = 3 } lp_ellipsize;

// A laid-out run of glyphs in one face, in Pango units (1/1024 pixel) from the layout's
// logical top-left.
typedef struct {
  int x;
  int baseline;
  int width;
  int byte_offset;  // where the run's text starts in the string
  int is_color;     // drawn from a colour (emoji) face
} lp_run;

// An engine per display and screen: two Pango contexts (left-to-right and right-to-left base
// direction) on Pango's Xft font map. Faces it opens may keep `max_glyph_memory` bytes of glyph
// images each (Xft's default of 1 MB is less than a screenful of colour emoji).
lp_engine *lp_engine_new(void *display, int screen, int max_glyph_memory);
void lp_engine_free(lp_engine *engine);
// 1 if fontconfig opens some face for `family` at `pixel_size`.
int lp_engine_has_font(lp_engine *engine, const char *family, double pixel_size);

// Lays out `utf8`. `width` in pixels (< 0: no wrapping); `line_limit` 0 for none; with a limit,
// `ellipsize` says where the ellipsis goes.
lp_text *lp_text_new(
    lp_engine *engine, const char *utf8, int right_to_left, const lp_span *spans, int span_count,
    double width, int line_limit, lp_ellipsize ellipsize, lp_alignment alignment);
void lp_text_free(lp_text *text);

// Logical extents, in Pango units.
void lp_text_extents(const lp_text *text, int *x, int *y, int *width, int *height);
int lp_text_line_count(const lp_text *text);
// Baselines of the first and last lines from the layout's top, in Pango units.
int lp_text_first_baseline(const lp_text *text);
int lp_text_last_baseline(const lp_text *text);

int lp_text_run_count(const lp_text *text);
lp_run lp_text_run(const lp_text *text, int index);
// The face drawing run `index` as Pango describes it ("DejaVu Sans Oblique 17px"); free with
// lp_free.
char *lp_text_run_face(const lp_text *text, int index);
// 1 if some text was replaced by an ellipsis.
int lp_text_is_ellipsized(const lp_text *text);
// The glyph memory Xft allows the face drawing run `index`, in bytes (0 if unknown).
int lp_text_run_max_glyph_memory(const lp_text *text, int index);
void lp_free(void *pointer);

// Draws run `index` with its baseline start at (`x`, `y`) pixels onto `destination`, through
// `source` (a solid fill of the run's colour).
void lp_text_render_run(
    const lp_text *text, int index, void *display, unsigned long source, unsigned long destination, int x,
    int y);

#endif
