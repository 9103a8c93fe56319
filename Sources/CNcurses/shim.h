// The ncursesw API as Swift 6 can import it.
//
// SwiftPM drops pkg-config's -D_XOPEN_SOURCE flags, so the wide-character API is switched on here;
// macros (A_BOLD, COLOR_PAIR, KEY_*) and the global stdscr do not import into Swift 6, so small
// static inline functions expose them.
#ifndef LAYOUTPREVIEW_CNCURSES_SHIM_H
#define LAYOUTPREVIEW_CNCURSES_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

static inline WINDOW *lp_stdscr(void) { return stdscr; }
/// newterm on the process's stdout/stdin (the globals do not import into Swift 6).
static inline SCREEN *lp_newterm(void) { return newterm(NULL, stdout, stdin); }
static inline int lp_lines(void) { return LINES; }
static inline int lp_cols(void) { return COLS; }
static inline int lp_colors(void) { return COLORS; }
static inline attr_t lp_attr_normal(void) { return A_NORMAL; }
static inline attr_t lp_attr_bold(void) { return A_BOLD; }
static inline attr_t lp_attr_dim(void) { return A_DIM; }
static inline attr_t lp_attr_reverse(void) { return A_REVERSE; }
static inline attr_t lp_attr_underline(void) { return A_UNDERLINE; }
static inline int lp_key_code_yes(void) { return KEY_CODE_YES; }
static inline int lp_key_resize(void) { return KEY_RESIZE; }
static inline int lp_key_mouse(void) { return KEY_MOUSE; }
static inline int lp_key_up(void) { return KEY_UP; }
static inline int lp_key_down(void) { return KEY_DOWN; }
static inline int lp_key_left(void) { return KEY_LEFT; }
static inline int lp_key_right(void) { return KEY_RIGHT; }
static inline int lp_key_home(void) { return KEY_HOME; }
static inline int lp_key_end(void) { return KEY_END; }
static inline int lp_key_npage(void) { return KEY_NPAGE; }
static inline int lp_key_ppage(void) { return KEY_PPAGE; }
static inline int lp_key_backspace(void) { return KEY_BACKSPACE; }
static inline int lp_key_enter(void) { return KEY_ENTER; }
static inline int lp_key_btab(void) { return KEY_BTAB; }
static inline int lp_key_dc(void) { return KEY_DC; }
static inline int lp_key_f(int n) { return KEY_F(n); }
static inline mmask_t lp_button1_pressed(void) { return BUTTON1_PRESSED | BUTTON1_CLICKED; }
static inline mmask_t lp_all_mouse_events(void) { return BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED; }
static inline mmask_t lp_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t lp_button5_pressed(void) { return BUTTON5_PRESSED; }

/// Draws one cell: a wide-character string (base plus combining marks) with attributes and a colour pair.
static inline int lp_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
  cchar_t cell;
  if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
  return mvadd_wch(y, x, &cell);
}

#endif
