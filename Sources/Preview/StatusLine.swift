import Devices
import LayoutEngine

/// The texts of the two bottom lines: what is shown (status) and the keys to change it (hints).
enum StatusLine {
  /// The status line: the selection (when any) first, then layout, device, size, orientation,
  /// size classes, text size, direction and zoom, joined by `·` and cut to `width` with `…`.
  static func text(for state: PreviewState, result: LayoutResult?, width: Int) -> String {
    var parts: [String] = []
    if let result, let selection = state.selection,
      let index = PreviewState.index(ofPath: selection, in: result)
    {
      parts.append(describe(result.nodes[index]))
    }
    // The scroll position comes before the variant, which a narrow terminal cuts.
    if let result, let target = PreviewState.scrollTarget(selection: state.selection, in: result),
      let scroll = result.nodes[target].scroll, scroll.offset > 0
    {
      parts.append(
        "scrolled \(PreviewText.points(scroll.offset))/\(PreviewText.points(scroll.maximumOffset)) pt")
    }
    parts.append(contentsOf: variantParts(of: state))
    return PreviewText.truncated(parts.joined(separator: " · "), width: width)
  }

  /// The parts that describe the variant on screen, without the selection.
  static func variantParts(of state: PreviewState) -> [String] {
    var parts: [String] = []
    if let layout = state.currentLayout {
      parts.append("\(Sanitizer.sanitize(layout.name)) \(state.layoutIndex + 1)/\(state.layouts.count)")
    } else {
      parts.append("no layout")
    }
    let screen = state.screen
    let size = "\(PreviewText.points(screen.size.width))×\(PreviewText.points(screen.size.height))"
    if let canvas = state.appliedTraits.flatMap(canvasName) {
      parts.append("\(canvas) \(size)")
    } else {
      parts.append("\(Sanitizer.sanitize(state.device.name)) \(size)")
    }
    let orientation = screen.fixedOrientationDescription ?? orientationName(screen.orientation)
    parts.append(state.appliedTraits?.showsOrientation == true ? "\(orientation) (trait)" : orientation)
    if screen.splitMode != .full {
      parts.append("\(screen.splitMode.displayName) \(PreviewText.points(screen.window.width)) pt")
    }
    if screen.keyboardHeight > 0 { parts.append("keyboard \(PreviewText.points(screen.keyboardHeight)) pt") }
    parts.append(screen.windowSizeClasses.shortName)
    parts.append(screen.typeSizeDescription(state.typeSize))
    parts.append(state.direction == .leftToRight ? "LTR" : "RTL")
    if state.language != .english { parts.append(state.language.displayName) }
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
  static func hints(for state: PreviewState, width: Int) -> String {
    if let notice = state.notice {
      return PreviewText.truncated(Sanitizer.sanitize(notice), width: width)
    }
    // While a saved file is read again, the picture is the last good one: say so first.
    var line = state.reloading.isEmpty ? "" : "reloading…  x stop"
    for hint in KeyMap.hints {
      let candidate = line.isEmpty ? hint : line + "  " + hint
      guard candidate.count <= width else { break }
      line = candidate
    }
    return line
  }
}
