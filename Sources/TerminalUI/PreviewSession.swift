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
    var glyphs: GlyphSet =
      CursesTerminal.localeIsUTF8 && configuration.charset != .ascii ? .unicode : .ascii
    var themes = configuration.themes
    var config = ConfigReload(path: configuration.configPath)
    let painter = CanvasPainter(
      colorCount: configuration.allowsColor ? terminal.colorCount : 0)
    var environment = PreviewEnvironment(
      devices: configuration.devices, themeNames: configuration.themes.map(\.name))
    environment.keyMap = configuration.keyMap
    let slots = configuration.paths.flatMap {
      LayoutSlot.slots(path: $0, load: LayoutLoad.read($0, project: configuration.project))
    }
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
    let memory = VariantMemory(path: configuration.statePath)
    state.remembersVariants = memory.path != nil
    state.remembered = memory.remembered(for: configuration.paths)
    if configuration.restoresVariant, let path = state.currentLayout?.path,
      let variant = state.remembered[path]
    {
      state.restore(variant, catalog: environment.catalog)
    }
    state.applyTraits()
    state.notice = configuration.startNotice ?? memory.problem
    let configFiles = configuration.configPath.map { [$0] } ?? []
    let watcher = FileWatcher(paths: state.watchedFiles + configFiles)
    defer {
      state.rememberCurrentVariant()
      memory.save(state)
    }

    // The reloads running, by path: the newest save of each file (an older one's outcome is
    // dropped when a newer save replaces its job).
    var reloads: [String: ReloadJob] = [:]
    var endingSignal: Int32?
    while !state.shouldQuit && endingSignal == nil {
      let canvas = ScreenComposer.compose(state, environment: environment, glyphs: glyphs)
      // What laying the layout out found that reading could not (code that passed its trial and
      // failed for this variant): said in the status area, and the screen composed again.
      if let found = state.currentLayout?.document?.layoutWarnings.take(), let last = found.last {
        state.notice = last.description
        continue
      }
      let theme = themes.isEmpty ? Theme.builtIn : themes[state.themeIndex]
      painter.paint(canvas, theme: theme)
      let ready = EventWait.next(
        input: STDIN_FILENO, files: watcher.descriptor, signals: SignalPipe.readEnd,
        reloads: ReloadJob.readEnd, timeout: ReloadJob.millisecondsToDeadline(reloads.values))
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
      if ready.reloads { ReloadJob.drain() }
      for (path, job) in reloads {
        if let load = job.result {
          reloads[path] = nil
          state = state.applying(.reloaded(path: path, load), in: environment)
          watcher.watch(state.watchedFiles)
        } else if job.isOverBudget {
          reloads[path] = nil
          let seconds = Int(job.budget.components.seconds)
          state = state.applying(.reloadTimedOut(path: path, seconds: seconds), in: environment)
        }
      }
      if ready.files {
        EventWait.settle(files: watcher.descriptor)
        let changes = watcher.changes()
        // A saved config applies what it changed at once; a bad one changes nothing and says why.
        if let path = configuration.configPath, changes.contains(path) {
          state.notice = config.apply(
            path, to: &state, environment: &environment, themes: &themes, glyphs: &glyphs,
            unicodeAllowed: CursesTerminal.localeIsUTF8)
        }
        // A change to a Swift preview's sibling file reloads the previewed file; a newer save
        // replaces a reload still running.
        for path in state.layoutPaths(readingAny: changes) {
          let shown = state.currentLayout?.path == path
          reloads[path] = ReloadJob.start(
            path: path, project: configuration.project, flipped: state.flippedConditions(for: path),
            budget: configuration.reloadTimeBudget, warming: shown ? (state, environment) : nil)
          state = state.applying(.reloadStarted(path: path), in: environment)
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
          if let action = environment.keyMap.action(for: key, overlay: state.overlay) {
            let flips = state.conditionFlips
            state = state.applying(action, in: environment)
            // `b` flipped a condition: the file is read again with it.
            if state.conditionFlips != flips, let path = state.currentLayout?.path {
              reloads[path] = ReloadJob.start(
                path: path, project: configuration.project, flipped: state.flippedConditions(for: path),
                budget: configuration.reloadTimeBudget, warming: (state, environment))
              state = state.applying(.reloadStarted(path: path), in: environment)
            }
          }
          if let request = state.request {
            state.request = nil
            state.notice = configuration.perform?(request, state) ?? "Not available in this session"
          }
        case .timeout, .ignored: break
        }
        if state.shouldQuit { break }
      }
      // `x` gave up on them.
      reloads = reloads.filter { state.reloading.contains($0.key) }
    }
    return endingSignal.map { 128 + $0 } ?? 0
  }
}
