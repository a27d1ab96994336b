#include "CPango.h"

#include <pango/pangoxft.h>
#include <stdlib.h>
#include <string.h>

struct lp_engine {
  PangoFontMap *font_map;
  PangoContext *contexts[2];  // [0] left to right, [1] right to left
};

typedef struct {
  PangoGlyphItem *item;  // a copy, owned by the text
  lp_run run;
} lp_stored_run;

// What drawing needs of a laid-out text: its runs' glyphs (each holding its font), not the
// layout, which is freed once read (ten thousand tags kept some 700 bytes each in layouts).
struct lp_text {
  PangoRectangle logical;
  int is_ellipsized;
  int line_count;
  int first_baseline;
  int last_baseline;
  int run_count;
  lp_stored_run *runs;
};

static void set_glyph_memory(FcPattern *pattern, gpointer data) {
  FcPatternDel(pattern, XFT_MAX_GLYPH_MEMORY);
  FcPatternAddInteger(pattern, XFT_MAX_GLYPH_MEMORY, GPOINTER_TO_INT(data));
}

lp_engine *lp_engine_new(void *display, int screen, int max_glyph_memory) {
  lp_engine *engine = calloc(1, sizeof *engine);
  if (!engine) return NULL;
  engine->font_map = pango_xft_get_font_map(display, screen);
  pango_fc_font_map_set_default_substitute(
      PANGO_FC_FONT_MAP(engine->font_map), set_glyph_memory, GINT_TO_POINTER(max_glyph_memory), NULL);
  for (int i = 0; i < 2; i++) {
    engine->contexts[i] = pango_font_map_create_context(engine->font_map);
    pango_context_set_base_dir(engine->contexts[i], i ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR);
  }
  return engine;
}

void lp_engine_free(lp_engine *engine) {
  if (!engine) return;
  for (int i = 0; i < 2; i++) g_object_unref(engine->contexts[i]);
  free(engine);
}

static PangoFontDescription *describe(const lp_span *span) {
  PangoFontDescription *description = pango_font_description_new();
  pango_font_description_set_family(description, span->family);
  pango_font_description_set_weight(description, (PangoWeight)span->weight);
  pango_font_description_set_style(description, span->italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_font_description_set_absolute_size(description, span->pixel_size * PANGO_SCALE);
  return description;
}

int lp_engine_has_font(lp_engine *engine, const char *family, double pixel_size) {
  lp_span span = {0, 0, family, 400, 0, pixel_size, 0};
  PangoFontDescription *description = describe(&span);
  PangoFont *font = pango_font_map_load_font(engine->font_map, engine->contexts[0], description);
  pango_font_description_free(description);
  if (!font) return 0;
  g_object_unref(font);
  return 1;
}

static int is_color(PangoFont *font) {
  // pango_xft_font_get_font is deprecated in favour of HarfBuzz faces, but it is how the Xft
  // backend says which face it draws with; colour faces ignore the source's alpha.
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  XftFont *face = pango_xft_font_get_font(font);
  G_GNUC_END_IGNORE_DEPRECATIONS
  FcBool color = FcFalse;
  return face && FcPatternGetBool(face->pattern, FC_COLOR, 0, &color) == FcResultMatch && color;
}

static void read_runs(lp_text *text, PangoLayout *layout) {
  PangoLayoutIter *iter = pango_layout_get_iter(layout);
  int capacity = 8;
  text->runs = malloc(sizeof *text->runs * capacity);
  text->first_baseline = pango_layout_iter_get_baseline(iter) - text->logical.y;
  do {
    text->last_baseline = pango_layout_iter_get_baseline(iter) - text->logical.y;
    PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
    if (!run) continue;
    PangoRectangle extent;
    pango_layout_iter_get_run_extents(iter, NULL, &extent);
    if (text->run_count == capacity) {
      capacity *= 2;
      text->runs = realloc(text->runs, sizeof *text->runs * capacity);
    }
    text->runs[text->run_count++] = (lp_stored_run){
        pango_glyph_item_copy(run),
        // A raised run (rise) sits y_offset above its line's baseline.
        {extent.x - text->logical.x, text->last_baseline - run->y_offset, extent.width, run->item->offset,
         is_color(run->item->analysis.font)}};
  } while (pango_layout_iter_next_run(iter));
  pango_layout_iter_free(iter);
  if (text->run_count > 0 && text->run_count < capacity) {
    lp_stored_run *fitted = realloc(text->runs, sizeof *text->runs * text->run_count);
    if (fitted) text->runs = fitted;
  }
}

lp_text *lp_text_new(
    lp_engine *engine, const char *utf8, int right_to_left, const lp_span *spans, int span_count,
    double width, int line_limit, lp_ellipsize ellipsize, lp_alignment alignment) {
  lp_text *text = calloc(1, sizeof *text);
  if (!text) return NULL;
  PangoLayout *layout = pango_layout_new(engine->contexts[right_to_left ? 1 : 0]);
  pango_layout_set_text(layout, utf8, -1);
  if (span_count > 0) {
    PangoFontDescription *primary = describe(&spans[0]);
    pango_layout_set_font_description(layout, primary);
    pango_font_description_free(primary);
  }
  PangoAttrList *attributes = pango_attr_list_new();
  for (int i = 0; i < span_count; i++) {
    if (spans[i].byte_end <= spans[i].byte_start) continue;
    if (i > 0) {
      PangoFontDescription *description = describe(&spans[i]);
      PangoAttribute *font = pango_attr_font_desc_new(description);
      pango_font_description_free(description);
      font->start_index = spans[i].byte_start;
      font->end_index = spans[i].byte_end;
      pango_attr_list_insert(attributes, font);
    }
    if (spans[i].tabular_digits) {
      PangoAttribute *features = pango_attr_font_features_new("tnum 1");
      features->start_index = spans[i].byte_start;
      features->end_index = spans[i].byte_end;
      pango_attr_list_insert(attributes, features);
    }
    if (spans[i].rise_pixels != 0) {
      PangoAttribute *rise = pango_attr_rise_new((int)(spans[i].rise_pixels * PANGO_SCALE));
      rise->start_index = spans[i].byte_start;
      rise->end_index = spans[i].byte_end;
      pango_attr_list_insert(attributes, rise);
    }
  }
  pango_layout_set_attributes(layout, attributes);
  pango_attr_list_unref(attributes);
  pango_layout_set_alignment(
      layout, alignment == LP_ALIGN_CENTER  ? PANGO_ALIGN_CENTER
              : alignment == LP_ALIGN_RIGHT ? PANGO_ALIGN_RIGHT
                                            : PANGO_ALIGN_LEFT);
  if (line_limit > 0 && width < 0) {
    // Pango only ellipsizes within a width: the text's own unwrapped width.
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    width = (double)logical.width / PANGO_SCALE;
  }
  if (width >= 0) {
    // Whole Pango units, rounded so a width measured from a layout still fits it.
    double units = width * PANGO_SCALE + 0.5;
    pango_layout_set_width(layout, units > 1e9 ? 1000000000 : (int)units);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
  }
  if (line_limit > 0) {
    pango_layout_set_ellipsize(
        layout, ellipsize == LP_ELLIPSIZE_START    ? PANGO_ELLIPSIZE_START
                : ellipsize == LP_ELLIPSIZE_MIDDLE ? PANGO_ELLIPSIZE_MIDDLE
                                                   : PANGO_ELLIPSIZE_END);
    pango_layout_set_height(layout, -line_limit);
  }
  pango_layout_get_extents(layout, NULL, &text->logical);
  text->line_count = pango_layout_get_line_count(layout);
  text->is_ellipsized = pango_layout_is_ellipsized(layout);
  read_runs(text, layout);
  g_object_unref(layout);
  return text;
}

void lp_text_free(lp_text *text) {
  if (!text) return;
  for (int i = 0; i < text->run_count; i++) pango_glyph_item_free(text->runs[i].item);
  free(text->runs);
  free(text);
}

void lp_text_extents(const lp_text *text, int *x, int *y, int *width, int *height) {
  *x = text->logical.x;
  *y = text->logical.y;
  *width = text->logical.width;
  *height = text->logical.height;
}

int lp_text_line_count(const lp_text *text) { return text->line_count; }
int lp_text_first_baseline(const lp_text *text) { return text->first_baseline; }
int lp_text_last_baseline(const lp_text *text) { return text->last_baseline; }
int lp_text_run_count(const lp_text *text) { return text->run_count; }
lp_run lp_text_run(const lp_text *text, int index) { return text->runs[index].run; }

char *lp_text_run_face(const lp_text *text, int index) {
  PangoFontDescription *description = pango_font_describe_with_absolute_size(text->runs[index].item->item->analysis.font);
  char *name = pango_font_description_to_string(description);
  char *copy = strdup(name ? name : "?");
  g_free(name);
  pango_font_description_free(description);
  return copy;
}

int lp_text_is_ellipsized(const lp_text *text) { return text->is_ellipsized; }

int lp_text_run_max_glyph_memory(const lp_text *text, int index) {
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  XftFont *face = pango_xft_font_get_font(text->runs[index].item->item->analysis.font);
  G_GNUC_END_IGNORE_DEPRECATIONS
  int bytes = 0;
  if (face) FcPatternGetInteger(face->pattern, XFT_MAX_GLYPH_MEMORY, 0, &bytes);
  return bytes;
}

void lp_free(void *pointer) { free(pointer); }

void lp_text_render_run(
    const lp_text *text, int index, void *display, unsigned long source, unsigned long destination, int x,
    int y) {
  PangoGlyphItem *item = text->runs[index].item;
  pango_xft_picture_render(display, source, destination, item->item->analysis.font, item->glyphs, x, y);
}
