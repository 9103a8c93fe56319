import Devices
import LayoutEngine

/// The line under a rendered wireframe that says what it shows: device, size, orientation, size
/// classes, text size and direction, so a pasted wireframe documents its own conditions.
enum Caption {
  /// The caption's parts, in order.
  static func parts(for screen: Screen, context: LayoutContext, glyphs: Glyphs) -> [String] {
    let size = context.containerSize
    // English is the default and goes unnamed, so captions of untranslated previews stay short.
    let language = context.language == .english ? [] : [context.language.displayName]
    return [
      Sanitizer.sanitize(screen.device.name),
      "\(format(size.width))\(glyphs.times)\(format(size.height)) pt",
      screen.fixedOrientationDescription ?? screen.orientation.rawValue,
      "\(context.horizontalSizeClass.rawValue)/\(context.verticalSizeClass.rawValue) (w/h)",
      screen.typeSizeDescription(context.dynamicTypeSize),
      context.layoutDirection.rawValue.uppercased(),
    ] + language + conditionParts(for: screen)
  }

  /// The multitasking mode and the keyboard, only when they differ from full screen without one.
  static func conditionParts(for screen: Screen) -> [String] {
    var parts: [String] = []
    if screen.splitMode != .full { parts.append(screen.splitMode.displayName) }
    if screen.keyboardHeight > 0 { parts.append("keyboard \(format(screen.keyboardHeight)) pt") }
    return parts
  }

  /// The caption as lines of at most `width` columns, broken between parts where it is too long.
  static func lines(for screen: Screen, context: LayoutContext, glyphs: Glyphs, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for part in parts(for: screen, context: context, glyphs: glyphs) {
      let candidate = current.isEmpty ? part : current + glyphs.separator + part
      if current.isEmpty || DisplayWidth.of(candidate) <= width {
        current = candidate
      } else {
        lines.append(current)
        current = part
      }
    }
    lines.append(current)
    return lines
  }

  /// "402" for whole numbers, "402.5" otherwise.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
