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
  /// Runs the session until `q`, Ctrl-C (SIGINT), SIGTERM or SIGHUP and returns the exit status:
  /// 0 after `q`, 128 plus the signal's number after a signal (130, 143, 129), as a shell reports
  /// a program the signal ended. The terminal is restored on every exit; Ctrl-Z (SIGTSTP)
  /// suspends and SIGQUIT ends the process by its default action, both with the terminal restored.
  public static func run(_ configuration: SessionConfiguration) throws(TerminalUIError) -> Int32 {
    let terminal = try CursesTerminal.start()
    defer { terminal.stop() }
    let glyphs: GlyphSet = CursesTerminal.localeIsUTF8 ? .unicode : .ascii
    let painter = CanvasPainter(
      colorCount: configuration.allowsColor ? terminal.colorCount : 0)
    let environment = PreviewEnvironment(
      devices: configuration.devices, themeNames: configuration.themes.map(\.name))
    let slots = configuration.paths.flatMap { LayoutSlot.slots(path: $0, load: LayoutLoad.read($0)) }
    var state = PreviewState(
      layouts: slots, device: configuration.device,
      terminalColumns: terminal.size.columns, terminalRows: terminal.size.rows)
    state.orientation = configuration.device.rotates ? configuration.orientation : .portrait
    state.requestedTypeSize = configuration.typeSize
    state.direction = configuration.direction
    state.language = configuration.language
    state.splitMode = configuration.splitMode
    state.showsKeyboard = configuration.showsKeyboard
    state.fit = configuration.fit
    state.applyTraits()
    let watcher = FileWatcher(paths: state.watchedFiles)

    var endingSignal: Int32?
    while !state.shouldQuit && endingSignal == nil {
      let canvas = ScreenComposer.compose(state, environment: environment, glyphs: glyphs)
      let theme = configuration.themes.isEmpty ? Theme.builtIn : configuration.themes[state.themeIndex]
      painter.paint(canvas, theme: theme)
      let ready = EventWait.next(
        input: STDIN_FILENO, files: watcher.descriptor, signals: SignalPipe.readEnd)
      if ready.signals {
        for signal in SignalPipe.drain() {
          switch signal {
          case SIGTSTP: terminal.suspend()
          case SIGCONT: terminal.redrawAll()
          case SIGQUIT: terminal.quitBySignal()
          default: endingSignal = endingSignal ?? signal
          }
        }
        continue
      }
      // A terminal that went away without a SIGHUP reaching us (blocked, or sent elsewhere)
      // would make every wait return at once: end as the hangup it is.
      if ready.hangup {
        endingSignal = SIGHUP
        continue
      }
      if ready.files {
        EventWait.settle(files: watcher.descriptor)
        // A change to a Swift preview's sibling file reloads the previewed file.
        for path in state.layoutPaths(readingAny: watcher.changes()) {
          state = state.applying(.reloaded(path: path, LayoutLoad.read(path)), in: environment)
        }
        watcher.watch(state.watchedFiles)
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
    return endingSignal.map { 128 + $0 } ?? 0
  }
}
