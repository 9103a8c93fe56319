import Devices
import LayoutEngine
import Wireframe

/// The texts of the two bottom lines: what is shown (status) and the keys to change it (hints).
enum StatusLine {
  /// The status line: the selection (when any) first, then layout, device, size, orientation,
  /// size classes, text size, direction and zoom, joined by `·`. When that does not fit `width`,
  /// the variant comes first, shortened (`iPad Pro 13 · L-left · AX5 · RTL · ar`), and the rest
  /// follows as far as whole parts fit: the file name (unless there are several) and the
  /// selection's frame give way first.
  static func text(for state: PreviewState, result: LayoutResult?, width: Int) -> String {
    var parts: [String] = []
    var selected: PlacedNode?
    if let result, let selection = state.selection,
      let index = PreviewState.index(ofPath: selection, in: result)
    {
      selected = result.nodes[index]
      parts.append(describe(result.nodes[index]))
    }
    // The scroll position comes before the variant, which a narrow terminal cuts.
    var scrolled: String?
    if let result, let target = PreviewState.scrollTarget(selection: state.selection, in: result),
      let scroll = result.nodes[target].scroll, scroll.offset > 0
    {
      let text =
        "scrolled \(PreviewText.points(scroll.offset))/\(PreviewText.points(scroll.maximumOffset)) pt"
      scrolled = text
      parts.append(text)
    }
    parts.append(contentsOf: variantParts(of: state))
    let full = parts.joined(separator: " · ")
    guard DisplayWidth.of(full) > width else { return full }
    var compact = compactVariant(of: state)
    if DisplayWidth.of(compact.joined(separator: " · ")) > width { compact[0] = shortName(compact[0]) }
    // The selection whole when it fits, else its type and id without the frame.
    let selection = selected.map { node in
      let whole = describe(node)
      let fits = DisplayWidth.of((compact + [whole]).joined(separator: " · ")) <= width
      return fits ? whole : shortDescription(node)
    }
    // Among several layouts (a folder), which one is shown ranks before the extras: `n` steps
    // through screens that may look alike.
    let several = state.layouts.count > 1 ? layoutName(state) : nil
    let optional =
      [selection, scrolled, several] + compactExtras(of: state)
      + [
        sizeText(state.screen), "\(Int((state.zoom * 100).rounded()))%",
        several == nil ? layoutName(state) : nil,
      ]
    for part in optional.compactMap({ $0 })
    where DisplayWidth.of((compact + [part]).joined(separator: " · ")) <= width {
      compact.append(part)
    }
    return PreviewText.truncated(compact.joined(separator: " · "), width: width)
  }

  /// The variant in few columns: device, orientation, type size, direction and language.
  static func compactVariant(of state: PreviewState) -> [String] {
    let screen = state.screen
    var parts = [state.appliedTraits.flatMap(canvasName) ?? Sanitizer.sanitize(state.device.name)]
    let orientation = screen.fixedOrientationDescription ?? shortOrientationName(screen.orientation)
    parts.append(state.appliedTraits?.showsOrientation == true ? "\(orientation) (trait)" : orientation)
    parts.append(state.device.hasDynamicType ? state.typeSize.name : "fixed text")
    parts.append(state.direction == .leftToRight ? "LTR" : "RTL")
    if state.language != .english { parts.append(state.language.rawValue) }
    if let flip = state.flipDescription { parts.append(flip) }
    return parts
  }

  /// A device's name without its generation and its "-inch": `iPad Pro 13-inch (M4)` is
  /// `iPad Pro 13`, for a line too short for the whole name.
  static func shortName(_ name: String) -> String {
    var short = name
    if let open = short.firstIndex(of: "("), short.hasSuffix(")") { short = String(short[..<open]) }
    short = short.split(separator: " ").map { $0.hasSuffix("-inch") ? String($0.dropLast(5)) : String($0) }
      .joined(separator: " ")
    return short
  }

  /// What else the compact line shows when there is room: the window and its size classes,
  /// keyboard, compare and the width fit.
  static func compactExtras(of state: PreviewState) -> [String?] {
    let screen = state.screen
    return [
      windowText(screen).map { "\($0) \(screen.windowSizeClasses.shortName)" },
      screen.splitMode == .full ? screen.windowSizeClasses.shortName : nil,
      screen.keyboardHeight > 0 ? "keyboard" : nil,
      state.compare.map { "compare \($0.title)" },
      state.fit == .width ? "fit width" : nil,
    ]
  }

  /// The app's window when it is not the whole screen: `1/2 window 592×834 pt`.
  static func windowText(_ screen: Screen) -> String? {
    guard screen.splitMode != .full else { return nil }
    return "\(screen.splitMode.displayName) \(PreviewText.points(screen.window.width))"
      + "×\(PreviewText.points(screen.window.height)) pt"
  }

  /// A selected node in short: its type and id, without the frame.
  static func shortDescription(_ node: PlacedNode) -> String {
    node.id.map { "\(node.element.typeName) #\(Sanitizer.sanitize($0))" } ?? node.element.typeName
  }

  /// The screen's size in points: `402×874`.
  static func sizeText(_ screen: Screen) -> String {
    "\(PreviewText.points(screen.size.width))×\(PreviewText.points(screen.size.height))"
  }

  /// The layout's name and position, `sign-in.yaml 1/5`.
  static func layoutName(_ state: PreviewState) -> String {
    guard let layout = state.currentLayout else { return "no layout" }
    return "\(Sanitizer.sanitize(layout.name)) \(state.layoutIndex + 1)/\(state.layouts.count)"
  }

  /// The orientation in a few letters: `portrait`, `L-left`, `L-right`.
  static func shortOrientationName(_ orientation: Orientation) -> String {
    switch orientation {
    case .portrait: "portrait"
    case .landscapeLeft: "L-left"
    case .landscapeRight: "L-right"
    }
  }

  /// The parts that describe the variant on screen, without the selection.
  static func variantParts(of state: PreviewState) -> [String] {
    var parts = [layoutName(state)]
    let screen = state.screen
    let size = sizeText(screen)
    if let canvas = state.appliedTraits.flatMap(canvasName) {
      parts.append("\(canvas) \(size)")
    } else {
      parts.append("\(Sanitizer.sanitize(state.device.name)) \(size)")
    }
    let orientation = screen.fixedOrientationDescription ?? orientationName(screen.orientation)
    parts.append(state.appliedTraits?.showsOrientation == true ? "\(orientation) (trait)" : orientation)
    if let window = windowText(screen) { parts.append(window) }
    parts.append(screen.windowSizeClasses.shortName)
    if screen.keyboardHeight > 0 { parts.append("keyboard \(PreviewText.points(screen.keyboardHeight)) pt") }
    parts.append(screen.typeSizeDescription(state.typeSize))
    parts.append(state.direction == .leftToRight ? "LTR" : "RTL")
    if state.language != .english { parts.append(state.language.displayName) }
    if let flip = state.flipDescription { parts.append(flip) }
    if let compare = state.compare { parts.append("compare \(compare.title)") }
    if state.fit == .width { parts.append("fit width") }
    parts.append("\(Int((state.zoom * 100).rounded()))%")
    return parts
  }

  /// A selected node as `Button #primary 20,120 362×50 pt · 17 pt`: type, id, frame, font size,
  /// and for a Swift preview where the view is written (`· ContentView.swift:12:9`).
  static func describe(_ node: PlacedNode) -> String {
    var text = node.element.typeName
    if let id = node.id { text += " #\(Sanitizer.sanitize(id))" }
    let frame = node.frame
    text +=
      " \(PreviewText.points(frame.minX)),\(PreviewText.points(frame.minY))"
      + " \(PreviewText.points(frame.width))×\(PreviewText.points(frame.height)) pt"
    if let font = node.font { text += " · \(PreviewText.points(font.pointSize)) pt" }
    // Where a Swift preview's view is written, to go from the wireframe to the code.
    if let source = node.source, source.file.hasSuffix(".swift") {
      let file = source.file.split(separator: "/").last.map(String.init) ?? source.file
      text += " · \(Sanitizer.sanitize(file)):\(source.line):\(source.column)"
    }
    return text
  }

  /// What stands in the device's place while a preview's canvas trait is shown.
  static func canvasName(_ applied: AppliedTraits) -> String? {
    guard applied.showsCanvas else { return nil }
    switch applied.traits.canvas {
    case .device: return nil
    case .fixed: return "fixed layout"
    case .sizeThatFits: return "size that fits"
    }
  }

  /// The orientation as the status line writes it.
  static func orientationName(_ orientation: Orientation) -> String {
    switch orientation {
    case .portrait: "portrait"
    case .landscapeLeft: "landscape left"
    case .landscapeRight: "landscape right"
    }
  }

  /// The hint line: the notice when there is one, else as many whole key hints as fit `width`,
  /// two spaces apart.
  static func hints(for state: PreviewState, keyMap: KeyMap = .standard, width: Int) -> String {
    if let notice = state.notice {
      return PreviewText.truncated(Sanitizer.sanitize(notice), width: width)
    }
    let prefix = hintPrefix(state)
    return hintSegments(prefix: prefix, keyMap: keyMap, width: width).reduce(prefix) { line, segment in
      line + String(repeating: " ", count: segment.columns.lowerBound - line.count) + segment.text
    }
  }

  /// What the hint line starts with: while a saved file is read again, the picture is the last
  /// good one, and it says so first.
  static func hintPrefix(_ state: PreviewState) -> String {
    state.reloading.isEmpty ? "" : "reloading…  x stop"
  }

  /// The key hints that fit in `width` after `prefix`, each with the columns it takes and the
  /// action it stands for, so a click on a hint runs it.
  static func hintSegments(prefix: String, keyMap: KeyMap = .standard, width: Int) -> [(
    text: String, columns: Range<Int>, action: PreviewAction
  )] {
    var segments: [(text: String, columns: Range<Int>, action: PreviewAction)] = []
    var end = prefix.count
    for hint in keyMap.hints {
      let start = end == 0 ? 0 : end + 2
      guard start + hint.text.count <= width else { break }
      segments.append((hint.text, start..<(start + hint.text.count), hint.action))
      end = start + hint.text.count
    }
    return segments
  }

  /// The action of the key hint at `column` of the hint line, when the hints show there.
  static func hintAction(at column: Int, for state: PreviewState, keyMap: KeyMap = .standard)
    -> PreviewAction?
  {
    guard state.notice == nil else { return nil }
    return hintSegments(prefix: hintPrefix(state), keyMap: keyMap, width: state.terminalColumns).first {
      $0.columns.contains(column)
    }?
    .action
  }
}
