import CNcurses
import LayoutEngine
import Preview
import Wireframe

#if canImport(Glibc)
  import Glibc
#endif

/// The interactive session: reads keys and file changes, feeds them to `PreviewState`, and paints
/// what `ScreenComposer` makes of the state. Everything it decides is in the pure `Preview` module;
/// this loop only waits, translates and draws.
public enum PreviewSession {
  /// Runs the session until `q`, Ctrl-C, SIGTERM or SIGHUP; the terminal is restored on every exit.
  public static func run(_ configuration: SessionConfiguration) throws(TerminalUIError) {
    let terminal = try CursesTerminal.start()
    defer { terminal.stop() }
    let glyphs: GlyphSet = CursesTerminal.localeIsUTF8 ? .unicode : .ascii
    let painter = CanvasPainter(
      colorCount: configuration.allowsColor ? terminal.colorCount : 0)
    let environment = PreviewEnvironment(
      devices: configuration.devices, themeNames: configuration.themes.map(\.name))
    let slots = configuration.paths.map { LayoutSlot(path: $0, load: LayoutLoad.read($0)) }
    var state = PreviewState(
      layouts: slots, device: configuration.device,
      terminalColumns: terminal.size.columns, terminalRows: terminal.size.rows)
    state.orientation = configuration.device.rotates ? configuration.orientation : .portrait
    state.requestedTypeSize = configuration.typeSize
    state.direction = configuration.direction
    state.language = configuration.language
    state.splitMode = configuration.splitMode
    state.showsKeyboard = configuration.showsKeyboard
    let watcher = FileWatcher(paths: configuration.paths)

    while !state.shouldQuit && SignalFlags.pending == 0 {
      let canvas = ScreenComposer.compose(state, environment: environment, glyphs: glyphs)
      let theme = configuration.themes.isEmpty ? Theme.builtIn : configuration.themes[state.themeIndex]
      painter.paint(canvas, theme: theme)
      let ready = EventWait.next(input: STDIN_FILENO, files: watcher.descriptor)
      if ready.files {
        EventWait.settle(files: watcher.descriptor)
        for path in watcher.changes() {
          state = state.applying(.reloaded(path: path, LayoutLoad.read(path)), in: environment)
        }
      }
      guard ready.input else { continue }
      while let event = InputDecoder.readAvailable() {
        switch event {
        case .resize:
          let size = terminal.size
          state = state.applying(.resize(columns: size.columns, rows: size.rows), in: environment)
        case .key(let key):
          let action: PreviewAction?
          if case .devicePicker = state.overlay {
            action = KeyMap.pickerAction(for: key)
          } else {
            action = KeyMap.action(for: key)
          }
          if let action { state = state.applying(action, in: environment) }
        case .timeout, .ignored: break
        }
        if state.shouldQuit { break }
      }
    }
  }
}
