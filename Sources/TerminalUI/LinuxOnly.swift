// The interactive session is built and tested on Linux only. What is Linux-specific, each behind
// one small interface in one place, so another platform is a contained change:
//
// * file watching: `FileWatcher` (inotify on the shown files' folders). The session needs only
//   `init(paths:)`, a descriptor `poll` can wait on, and `changes()`; kqueue could provide the same;
// * the terminal: `CursesTerminal`, `CanvasPainter`, `InputDecoder` and `ThemePalette` over the
//   CNcurses shim, which includes Debian's `<ncursesw/curses.h>` and links `ncursesw`;
// * the C shims' module maps (CNcurses, CFriBidi) and the apt package names in Package.swift.
//
// Until someone builds and tests another platform, building there stops here with this list
// rather than with errors deep inside those files.
#if !os(Linux)
  #error(
    "TerminalUI is built and tested on Linux only; see LinuxOnly.swift for the parts a port replaces")
#endif
