import Devices
import LayoutEngine

/// The `frames` command's output: every node's absolute frame, for scripts (JSON) or people (a table).
public struct FramesReport {
  public var screen: Screen
  public var result: LayoutResult

  /// The report of `result`, laid out on `screen`.
  public init(screen: Screen, result: LayoutResult) {
    self.screen = screen
    self.result = result
  }

  /// The JSON document described in the README: variant, screen, safe area, then every node;
  /// with `split`, `window` and `keyboard` before the nodes when they apply.
  public var json: JSONValue {
    screenJSON.inserting(windowMembers, before: "nodes")
  }

  /// `split`, `window` (the app's window in screen points, which frames are relative to) and
  /// `keyboard` (its height), only when the app is not full screen or the keyboard shows.
  private var windowMembers: [(String, JSONValue)] {
    var members: [(String, JSONValue)] = []
    if screen.splitMode != .full {
      members.append(("split", .string(screen.splitMode.rawValue)))
      members.append(("window", Self.rect(screen.window)))
    }
    if screen.keyboardHeight > 0 {
      members.append(("keyboard", .number(screen.keyboardHeight)))
    }
    return members
  }

  /// The document of a full-screen app without the keyboard.
  private var screenJSON: JSONValue {
    let context = result.context
    let insets = context.safeAreaInsets
    let rtl = context.layoutDirection == .rightToLeft
    return .object([
      ("device", .string(screen.device.name)),
      ("orientation", .string(screen.orientation.rawValue)),
      ("typeSize", screen.device.hasDynamicType ? .string(context.dynamicTypeSize.name) : .null),
      ("direction", .string(context.layoutDirection.rawValue)),
      ("language", .string(context.language.rawValue)),
      ("screen", .object([("width", .number(screen.size.width)), ("height", .number(screen.size.height))])),
      (
        "safeArea",
        .object([
          ("top", .number(insets.top)), ("leading", .number(rtl ? insets.right : insets.left)),
          ("bottom", .number(insets.bottom)), ("trailing", .number(rtl ? insets.left : insets.right)),
        ])
      ),
      ("nodes", .array(result.nodes.indices.map(node))),
    ])
  }

  private func node(_ index: Int) -> JSONValue {
    let node = result.nodes[index]
    var members: [(String, JSONValue)] = [
      ("path", .string(result.path(of: index))),
      ("id", node.id.map(JSONValue.string) ?? .null),
      ("type", .string(node.element.typeName)),
      ("frame", Self.rect(node.frame)),
      ("outerFrame", Self.rect(node.outerFrame)),
    ]
    if let text = node.text {
      members.append(("lines", .array(text.lines.map { .string($0.text) })))
      members.append(("truncated", .bool(text.isTruncated)))
    }
    if let font = node.font {
      members.append(("fontSize", .number(font.pointSize)))
    }
    members.append(("hidden", .bool(node.isHidden)))
    if let scroll = node.scroll {
      members.append(
        (
          "scroll",
          .object([
            ("axis", .string(scroll.axis.rawValue)), ("offset", .number(scroll.offset)),
            ("contentLength", .number(scroll.contentLength)),
            ("viewportLength", .number(scroll.viewportLength)),
          ])
        ))
    }
    if let source = node.source {
      members.append(
        (
          "source",
          .object([
            ("file", .string(source.file)), ("line", .number(Double(source.line))),
            ("column", .number(Double(source.column))),
          ])
        ))
    }
    return .object(members)
  }

  private static func rect(_ r: Rect) -> JSONValue {
    .object([
      ("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)),
      ("height", .number(r.height)),
    ])
  }

  /// A readable table: one node a row, indented by depth, with its frame and text; ids and text
  /// come from the layout file and are sanitized.
  public var table: String {
    let context = result.context
    var rows: [[String]] = [["PATH", "TYPE", "ID", "X", "Y", "WIDTH", "HEIGHT", "TEXT"]]
    for (index, node) in result.nodes.enumerated() {
      let indent = String(repeating: "  ", count: node.depth)
      var text = node.text?.lines.map(\.text).joined(separator: " ⏎ ") ?? ""
      text = Sanitizer.sanitize(text)
      if node.isTruncated { text += "  [truncated]" }
      if node.isHidden { text += "  [hidden]" }
      if let scroll = node.scroll, scroll.canScroll {
        text +=
          "  [scrolled \(JSONValue.format(scroll.offset)) of \(JSONValue.format(scroll.maximumOffset)) pt]"
      }
      rows.append([
        result.path(of: index), indent + node.element.typeName, node.id.map(Sanitizer.sanitize) ?? "-",
        JSONValue.format(node.frame.minX), JSONValue.format(node.frame.minY),
        JSONValue.format(node.frame.width), JSONValue.format(node.frame.height), text,
      ])
    }
    let widths = (0..<8).map { column in rows.map { $0[column].count }.max() ?? 0 }
    let numeric: Set<Int> = [3, 4, 5, 6]
    let lines = rows.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        if column == 7 { return cell }
        return numeric.contains(column) ? padding + cell : cell + padding
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    let header =
      "\(screen.device.name) · \(JSONValue.format(screen.size.width))×\(JSONValue.format(screen.size.height)) pt · "
      + "\(screen.fixedOrientationDescription ?? screen.orientation.rawValue) · "
      + "\(screen.typeSizeDescription(context.dynamicTypeSize)) · \(context.layoutDirection.rawValue.uppercased())"
    return ([header + windowNote, ""] + lines).joined(separator: "\n")
  }

  /// " · 1/3 Split View, window 0,0 375×1024 pt · keyboard 418 pt" when they apply: frames are
  /// in the window's coordinates.
  private var windowNote: String {
    var note = ""
    if screen.splitMode != .full {
      let window = screen.window
      note +=
        " · \(screen.splitMode.displayName), window \(JSONValue.format(window.minX)),"
        + "\(JSONValue.format(window.minY)) \(JSONValue.format(window.width))×\(JSONValue.format(window.height)) pt"
    }
    if screen.keyboardHeight > 0 { note += " · keyboard \(JSONValue.format(screen.keyboardHeight)) pt" }
    return note
  }
}

extension String {
  /// The string without spaces at its end.
  public func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
