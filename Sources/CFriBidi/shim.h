// GNU FriBidi as Swift 6 can import it: one call that puts a line into visual order.
//
// FriBidi's flag and direction macros do not import into Swift, so the whole pipeline (bidi
// types, bracket pairs, embedding levels, Arabic joining and shaping, line reordering) runs here
// in C and Swift sees one function.
#ifndef LAYOUTPREVIEW_CFRIBIDI_SHIM_H
#define LAYOUTPREVIEW_CFRIBIDI_SHIM_H

#include <stdlib.h>
#include <fribidi/fribidi.h>

/// Reorders `length` code points of one line from logical into visual order in place, shaping
/// Arabic into presentation forms and mirroring brackets in right-to-left runs. The paragraph
/// direction comes from the first strong character; `fallback_rtl` (0 or 1) decides it when
/// there is none. Returns 1 when the paragraph resolved to right-to-left, 0 for left-to-right,
/// -1 when FriBidi failed (the text is then left as it was).
static inline int lp_fribidi_visual(uint32_t *text, int length, int fallback_rtl) {
  if (length <= 0) return fallback_rtl ? 1 : 0;
  FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
  FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
  FriBidiLevel *levels = malloc(sizeof(FriBidiLevel) * (size_t)length);
  FriBidiArabicProp *joining = malloc(sizeof(FriBidiArabicProp) * (size_t)length);
  int result = -1;
  if (types && brackets && levels && joining) {
    FriBidiChar *chars = (FriBidiChar *)text;
    FriBidiParType direction = fallback_rtl ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR;
    fribidi_get_bidi_types(chars, length, types);
    fribidi_get_bracket_types(chars, length, types, brackets);
    FriBidiLevel max = fribidi_get_par_embedding_levels_ex(
        types, brackets, length, &direction, levels);
    if (max) {
      fribidi_get_joining_types(chars, length, joining);
      fribidi_join_arabic(types, length, levels, joining);
      FriBidiFlags shaping = FRIBIDI_FLAG_SHAPE_MIRRORING | FRIBIDI_FLAGS_ARABIC;
      fribidi_shape(shaping, levels, length, joining, chars);
      FriBidiFlags reordering = FRIBIDI_FLAGS_DEFAULT | FRIBIDI_FLAGS_ARABIC;
      if (fribidi_reorder_line(reordering, types, length, 0, direction, levels, chars, NULL)) {
        result = FRIBIDI_IS_RTL(direction) ? 1 : 0;
      }
    }
  }
  free(types);
  free(brackets);
  free(levels);
  free(joining);
  return result;
}

#endif
