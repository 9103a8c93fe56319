import Devices
import LayoutEngine

extension PreviewState {
  /// The zoom factor between steps, and the largest zoom.
  static let zoomStep = 1.5
  static let maximumZoom = 1.5 * 1.5 * 1.5 * 1.5 * 1.5

  /// The state after `action`: a pure function, so each action is tested without a terminal.
  public func applying(_ action: PreviewAction, in environment: PreviewEnvironment) -> PreviewState {
    var next = self
    next.notice = nil
    next.apply(action, in: environment)
    return next
  }

  private mutating func apply(_ action: PreviewAction, in environment: PreviewEnvironment) {
    switch action {
    case .nextDevice: stepDevice(by: 1, in: environment.devices)
    case .previousDevice: stepDevice(by: -1, in: environment.devices)
    case .openDevicePicker:
      let names = environment.devices.map(\.name)
      overlay = .devicePicker(DevicePicker(highlighted: names.firstIndex(of: device.name) ?? 0))
    case .rotate: rotate()
    case .largerText: stepTextSize(by: 1)
    case .smallerText: stepTextSize(by: -1)
    case .defaultTextSize:
      typeSize = .default
      notice = "Text size: \(typeSize.name) (the default)"
    case .toggleDirection:
      direction = direction.flipped
      center = center.map { Point(x: screen.size.width - $0.x, y: $0.y) }
    case .nextLayout: stepLayout(by: 1)
    case .previousLayout: stepLayout(by: -1)
    case .nextTheme:
      guard !environment.themeNames.isEmpty else { break }
      themeIndex = (themeIndex + 1) % environment.themeNames.count
      notice = "Theme: \(environment.themeNames[themeIndex])"
    case .toggleSafeArea:
      showsSafeArea.toggle()
      notice = showsSafeArea ? "Safe area and layout margins shown" : "Safe area overlay hidden"
    case .zoomIn:
      zoom = min(Self.maximumZoom, zoom * Self.zoomStep)
      if center == nil { center = selectedFrame.map { Point(x: $0.midX, y: $0.midY) } }
    case .zoomOut:
      zoom = max(1, zoom / Self.zoomStep)
      if zoom == 1 { center = nil }
    case .zoomToFit:
      zoom = 1
      center = nil
    case .pan(let dx, let dy): pan(dx: dx, dy: dy)
    case .selectNext: stepSelection(by: 1)
    case .selectPrevious: stepSelection(by: -1)
    case .clearSelection:
      if overlay != .none { overlay = .none } else { selection = nil }
    case .click(let column, let row): click(column: column, row: row)
    case .toggleHelp: overlay = overlay == .help ? .none : .help
    case .quit: shouldQuit = true
    case .pickerInput, .pickerBackspace, .pickerMove, .pickerConfirm, .pickerCancel:
      applyPicker(action, devices: environment.devices)
    case .resize(let columns, let rows):
      terminalColumns = columns
      terminalRows = rows
    case .reloaded(let path, let load):
      for index in layouts.indices where layouts[index].path == path {
        layouts[index].update(with: load)
      }
      if let selection, index(ofPath: selection) == nil { self.selection = nil }
    }
  }

  private mutating func stepDevice(by step: Int, in devices: [Device]) {
    guard !devices.isEmpty else { return }
    let current = devices.firstIndex { $0.name == device.name }
    let index = current.map { ($0 + step + devices.count) % devices.count } ?? 0
    show(devices[index])
  }

  /// Switches to `newDevice`, keeping orientation when it can rotate.
  private mutating func show(_ newDevice: Device) {
    device = newDevice
    if !device.rotates && orientation != .portrait {
      orientation = .portrait
      notice = "\(device.name) does not rotate"
    }
    center = nil
  }

  private mutating func rotate() {
    guard device.rotates else {
      notice = "\(device.name) does not rotate"
      return
    }
    orientation = orientation.next
    center = nil
  }

  private mutating func stepTextSize(by step: Int) {
    let all = DynamicTypeSize.allCases
    let index = typeSize.rawValue + step
    guard all.indices.contains(index) else {
      notice = step > 0 ? "Text size is already the largest (AX5)" : "Text size is already the smallest (xSmall)"
      return
    }
    typeSize = all[index]
    notice = "Text size: \(typeSize.name)"
  }

  private mutating func stepLayout(by step: Int) {
    guard layouts.count > 1 else {
      notice = "Only one layout is open"
      return
    }
    layoutIndex = (layoutIndex + step + layouts.count) % layouts.count
    selection = nil
    center = nil
    zoom = 1
  }

  private mutating func pan(dx: Double, dy: Double) {
    guard zoom > 1 else {
      notice = "Zoom in (z) to pan"
      return
    }
    let size = screen.size
    let start = center ?? Point(x: size.width / 2, y: size.height / 2)
    let x = start.x + dx * size.width / zoom
    let y = start.y + dy * size.height / zoom
    center = Point(x: min(max(0, x), size.width), y: min(max(0, y), size.height))
  }

  private mutating func applyPicker(_ action: PreviewAction, devices: [Device]) {
    guard case .devicePicker(var picker) = overlay else { return }
    let names = devices.map(\.name)
    switch action {
    case .pickerInput(let character):
      picker.filter.append(character)
      picker.highlighted = 0
    case .pickerBackspace:
      if !picker.filter.isEmpty { picker.filter.removeLast() }
      picker.highlighted = 0
    case .pickerMove(let step):
      let count = picker.matches(in: names).count
      if count > 0 { picker.highlighted = (picker.highlighted + step + count) % count }
    case .pickerConfirm:
      let matches = picker.matches(in: names)
      overlay = .none
      guard matches.indices.contains(picker.highlighted),
        let chosen = devices.first(where: { $0.name == matches[picker.highlighted] })
      else {
        notice = "No device matches \"\(picker.filter)\""
        return
      }
      show(chosen)
      return
    case .pickerCancel:
      overlay = .none
      return
    default: break
    }
    overlay = .devicePicker(picker)
  }
}
