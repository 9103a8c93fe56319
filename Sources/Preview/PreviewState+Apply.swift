import Devices
import LayoutEngine
import LayoutMapping

extension PreviewState {
  /// The zoom factor between steps.
  static let zoomStep = 1.5
  /// The largest zoom: five steps in, enough to read a single control on an iPad.
  static let maximumZoom = 1.5 * 1.5 * 1.5 * 1.5 * 1.5
  /// The largest terminal size taken from a resize event; beyond it a report is surely bogus.
  static let maximumTerminalSide = 10_000

  /// The state after `action`: a pure function, so each action is tested without a terminal.
  ///
  /// A notice lasts until the next action; a resize keeps it, since it is not the person's doing.
  public func applying(_ action: PreviewAction, in environment: PreviewEnvironment) -> PreviewState {
    var next = self
    if case .resize = action {} else { next.notice = nil }
    // A click on a key hint runs its key (only while the hints, not a notice, show).
    var action = action
    if case .click(let column, let row) = action, overlay == .none, fitsTerminal, row == terminalRows - 1,
      let hinted = StatusLine.hintAction(at: column, for: self, keyMap: environment.keyMap)
    {
      action = hinted
    }
    if !next.applyRightToLeft(action) { next.apply(action, in: environment) }
    next.refitCanvas(after: self)
    return next
  }

  /// Dispatches one action to the change it makes.
  private mutating func apply(_ action: PreviewAction, in environment: PreviewEnvironment) {
    switch action {
    case .nextDevice: stepDevice(by: 1, in: environment.devices)
    case .previousDevice: stepDevice(by: -1, in: environment.devices)
    case .openDevicePicker:
      let names = environment.devices.map(\.name)
      overlay = .devicePicker(DevicePicker(highlighted: names.firstIndex(of: chosenDevice.name) ?? 0))
    case .rotate: rotate()
    case .largerText: stepTextSize(by: 1)
    case .smallerText: stepTextSize(by: -1)
    case .defaultTextSize:
      guard device.hasDynamicType else {
        notice = Self.noDynamicTypeNotice(device)
        return
      }
      requestedTypeSize = nil
      notice = "Text size: \(typeSize.name) (the default)"
      followSelection()
    case .nextLanguage, .nextCompareMode: break
    case .toggleDirection:
      direction = direction.flipped
      center = center.map { Point(x: screen.size.width - $0.x, y: $0.y) }
      notice = direction == .rightToLeft ? "Right-to-left" : "Left-to-right"
    case .nextLayout: stepLayout(by: 1, catalog: environment.catalog)
    case .previousLayout: stepLayout(by: -1, catalog: environment.catalog)
    case .nextTheme: stepTheme(names: environment.themeNames)
    case .toggleSafeArea:
      showsSafeArea.toggle()
      notice = showsSafeArea ? "Safe area and layout margins shown" : "Safe area overlay hidden"
    case .nextSplit: stepSplit(by: 1)
    case .previousSplit: stepSplit(by: -1)
    case .resizeWindow(let width, let height): resizeWindow(width: width, height: height)
    case .toggleKeyboard: toggleKeyboard()
    case .zoomIn: zoomIn()
    case .zoomOut: zoomOut()
    case .toggleFit:
      fit = fit.toggled
      zoom = 1
      center = nil
      notice = fit == .device ? "Fit: the whole device" : "Fit: the width, readable text (j/k scroll)"
    case .pan(let dx, let dy): pan(dx: dx, dy: dy)
    case .scroll(let pages): scroll(pages: pages)
    case .wheel(let column, let row, let rows): wheel(column: column, row: row, rows: rows)
    case .selectNext: stepSelection(by: 1)
    case .selectPrevious: stepSelection(by: -1)
    case .clearSelection:
      if overlay != .none { overlay = .none } else { selection = nil }
    case .click(let column, let row): click(column: column, row: row)
    case .toggleHelp:
      if case .help = overlay { overlay = .none } else { overlay = .help(HelpView()) }
    case .helpScroll, .helpPage, .helpInput, .helpBackspace, .helpFilterDone, .helpEscape:
      applyHelp(action, keyMap: environment.keyMap)
    case .openCommandLine: overlay = .commandLine("")
    case .commandInput, .commandBackspace, .commandComplete, .commandRun, .commandCancel:
      applyCommandLine(action, in: environment)
    case .quit: shouldQuit = true
    case .pickerInput, .pickerBackspace, .pickerMove, .pickerConfirm, .pickerCancel:
      applyPicker(action, catalog: environment.catalog)
    case .resize(let columns, let rows):
      terminalColumns = min(max(0, columns), Self.maximumTerminalSide)
      terminalRows = min(max(0, rows), Self.maximumTerminalSide)
    case .reloaded(let path, let load):
      reloading.remove(path)
      reload(path: path, load: load)
    case .reloadStarted(let path): reloading.insert(path)
    case .flipCondition: flipNextCondition()
    case .abandonReload:
      notice =
        reloading.isEmpty
        ? "No reload in progress" : "Reload stopped: the last good version stays until the next save"
      reloading = []
    case .reloadTimedOut(let path, let seconds):
      guard reloading.remove(path) != nil else { return }
      let name = path.split(separator: "/").last.map(String.init) ?? path
      notice = "\(name) took over \(seconds) s to read: reload stopped, the last good version stays"
    }
  }

  /// Moves through the catalog, wrapping at both ends.
  private mutating func stepDevice(by step: Int, in devices: [Device]) {
    guard !devices.isEmpty else { return }
    let current = devices.firstIndex { $0.name == chosenDevice.name }
    let index = current.map { ($0 + step + devices.count) % devices.count } ?? 0
    show(devices[index])
  }

  /// Switches to `newDevice`, keeping the chosen orientation for the next device that rotates,
  /// the selection (paths do not depend on the device) and the zoom.
  private mutating func show(_ newDevice: Device) {
    leaveTraitCanvas()
    device = newDevice
    notice = device.name
    if !device.rotates && orientation != .portrait {
      notice = "\(device.name) does not rotate"
    }
    followSelection(always: true)
  }

  /// Cycles portrait → landscape left → landscape right, or says the device does not rotate.
  private mutating func rotate() {
    guard device.rotates else {
      notice = "\(device.name) does not rotate"
      return
    }
    orientation = orientation.next
    appliedTraits?.orientationBefore = nil
    followSelection(always: true)
  }

  /// Steps through the sizes the device has (xSmall … AX5 on iPhone and iPad, xSmall … AX3 on a
  /// watch), stopping at either end with a notice; Apple TV says it has no Dynamic Type.
  private mutating func stepTextSize(by step: Int) {
    let sizes = device.dynamicTypeSizes
    guard let current = sizes.firstIndex(of: typeSize) else {
      notice = Self.noDynamicTypeNotice(device)
      return
    }
    let index = current + step
    guard sizes.indices.contains(index) else {
      notice =
        step > 0
        ? "Text size is already the largest (\(typeSize.name))"
        : "Text size is already the smallest (\(typeSize.name))"
      return
    }
    typeSize = sizes[index]
    notice = "Text size: \(typeSize.name)"
    // A cell holds one character at any size, so large text looks no larger here.
    if typeSize.isAccessibilitySize {
      notice! += " · one character a cell: render --format svg shows true sizes"
    }
    followSelection()
  }

  /// What the text-size keys say on a device whose text does not follow Dynamic Type.
  static func noDynamicTypeNotice(_ device: Device) -> String {
    "\(device.name) has no Dynamic Type: its text styles have fixed sizes"
  }

  /// Moves to another layout file; its tree differs, so the selection and zoom start afresh. The
  /// file left keeps its variant in `remembered`, and the file shown comes back in its own, when
  /// it has one.
  private mutating func stepLayout(by step: Int, catalog: DeviceCatalog) {
    guard layouts.count > 1 else {
      notice = "Only one layout is open"
      return
    }
    rememberCurrentVariant()
    let leaving = currentLayout?.path
    layoutIndex = (layoutIndex + step + layouts.count) % layouts.count
    if let path = currentLayout?.path, path != leaving, remembersVariants, let variant = remembered[path] {
      giveBackTraits()
      appliedTraits = nil
      restore(variant, catalog: catalog)
    }
    selection = nil
    scrollOffsets = [:]
    center = nil
    zoom = 1
    applyTraits()
  }

  /// Cycles the themes by index; the terminal layer owns what each theme looks like.
  private mutating func stepTheme(names: [String]) {
    guard !names.isEmpty else {
      notice = "No themes"
      return
    }
    themeIndex = (themeIndex + 1) % names.count
    notice = "Theme: \(names[themeIndex])"
  }

  /// Zooms one step in, centring on the selection the first time.
  private mutating func zoomIn() {
    guard zoom < Self.maximumZoom else {
      notice = "Zoom is already at its largest"
      return
    }
    zoom = min(Self.maximumZoom, zoom * Self.zoomStep)
    if center == nil { center = selectedFrame.map { Point(x: $0.midX, y: $0.midY) } }
  }

  /// Zooms one step out; back at 1 the whole device shows and the centre is forgotten.
  private mutating func zoomOut() {
    guard zoom > 1 else {
      notice =
        fit == .width
        ? "Already at the readable width: f shows the whole device" : "Already showing the whole device"
      return
    }
    zoom = max(1, zoom / Self.zoomStep)
    if zoom == 1 { center = nil }
  }

  /// Moves the centre by a fraction of the visible part of the screen, kept on the screen.
  /// Unzoomed, `h` and `l` scroll a horizontal scroll view instead (`scrollSideways`).
  private mutating func pan(dx: Double, dy: Double) {
    if zoom == 1, dx != 0, dy == 0 {
      if !scrollSideways(by: dx) { notice = "Zoom in (z) to pan; no horizontal scroll view here scrolls" }
      return
    }
    guard zoom > 1 || fit == .width else {
      notice = "Zoom in (z) to pan"
      return
    }
    let size = screen.size
    let start = center ?? Point(x: size.width / 2, y: size.height / 2)
    let x = start.x + dx * size.width / zoom
    let y = start.y + dy * size.height / zoom
    center = Point(x: min(max(0, x), size.width), y: min(max(0, y), size.height))
  }

  /// While zoomed, re-centres on the selection after a change that moved it; `always` also
  /// forgets a centre without a selection, for changes of the screen's size (device, rotation).
  mutating func followSelection(always: Bool = false) {
    guard zoom > 1 || fit == .width else {
      center = nil
      return
    }
    if let frame = selectedFrame {
      center = Point(x: frame.midX, y: frame.midY)
    } else if always {
      center = nil
    }
  }

  /// Takes a new read of a file; a selection whose path no longer exists is dropped.
  private mutating func reload(path: String, load: LayoutLoad) {
    for index in layouts.indices where layouts[index].path == path {
      layouts[index].update(with: load)
    }
    // A save that changes the preview's traits shows it as they now ask.
    if (currentLayout?.document?.traits ?? LayoutTraits()) != (appliedTraits?.traits ?? LayoutTraits()) {
      applyTraits()
    }
    if let selection, index(ofPath: selection) == nil { self.selection = nil }
  }

  /// The help's keys: scrolling stops at either end, `/` or a character starts a filter, `Esc`
  /// clears the filter and then closes.
  private mutating func applyHelp(_ action: PreviewAction, keyMap: KeyMap) {
    guard case .help(var view) = overlay else { return }
    let pane = paneSize
    let page = HelpPanel.visibleRows(paneRows: pane.rows)
    switch action {
    case .helpScroll(let lines): view.offset += lines
    case .helpPage(let pages): view.offset += min(max(pages, -10_000), 10_000) * page
    case .helpInput(let character):
      guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { return }
      if view.isFiltering || character != "/" { view.filter.append(character) }
      view.isFiltering = true
      view.offset = 0
    case .helpBackspace:
      if !view.filter.isEmpty { view.filter.removeLast() }
      view.offset = 0
    case .helpFilterDone: view.isFiltering = false
    case .helpEscape:
      guard view.isFiltering || !view.filter.isEmpty else {
        overlay = .none
        return
      }
      view = HelpView()
    default: break
    }
    let count = HelpPanel.rowsOfBindings(filter: view.filter, keyMap: keyMap, columns: pane.columns).count
    view.offset = HelpPanel.clampedOffset(view.offset, count: count, paneRows: pane.rows)
    overlay = .help(view)
  }

  /// The command line's keys; `Enter` closes it and runs what was typed.
  private mutating func applyCommandLine(_ action: PreviewAction, in environment: PreviewEnvironment) {
    guard case .commandLine(var text) = overlay else { return }
    switch action {
    case .commandInput(let character):
      guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
        text.count < 200
      else { return }
      text.append(character)
    case .commandBackspace:
      guard !text.isEmpty else {
        overlay = .none
        return
      }
      text.removeLast()
    case .commandComplete: text = SessionCommand.completed(text)
    case .commandRun:
      overlay = .none
      runCommand(text, in: environment)
      return
    case .commandCancel:
      overlay = .none
      return
    default: break
    }
    overlay = .commandLine(text)
  }

  /// The device picker's keys. Moving wraps around the matches (Up on the first goes to the last),
  /// Enter with no match keeps the picker open so the filter can be fixed.
  private mutating func applyPicker(_ action: PreviewAction, catalog: DeviceCatalog) {
    guard case .devicePicker(var picker) = overlay else { return }
    switch action {
    case .pickerInput(let character):
      guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { return }
      picker.filter.append(character)
      picker.highlighted = 0
    case .pickerBackspace:
      if !picker.filter.isEmpty { picker.filter.removeLast() }
      picker.highlighted = 0
    case .pickerMove(let step):
      let count = picker.matches(in: catalog).count
      if count > 0 { picker.highlighted = ((picker.highlighted + step) % count + count) % count }
    case .pickerConfirm:
      // The highlighted match: the matches are ranked as `--device` looks names up, so the
      // first is what `--device` would make of the text.
      let matches = picker.matches(in: catalog)
      guard matches.indices.contains(picker.highlighted) else {
        notice = "No device matches \"\(picker.filter)\""
        return
      }
      overlay = .none
      show(matches[picker.highlighted])
      return
    case .pickerCancel:
      overlay = .none
      return
    default: break
    }
    overlay = .devicePicker(picker)
  }
}
