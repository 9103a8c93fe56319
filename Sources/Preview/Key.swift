/// A key press (or mouse event) as the session understands it, independent of ncurses.
public enum Key: Sendable, Hashable {
  case character(Character)
  case control(Character)
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, backspace, tab, backTab
  /// A mouse click at a terminal cell (column, row), 0-based.
  case click(column: Int, row: Int)
  /// The mouse wheel turned up or down over a terminal cell (column, row), 0-based.
  case wheelUp(column: Int, row: Int)
  case wheelDown(column: Int, row: Int)

  /// How the key is written in the help and the README: `q`, `Ctrl-C`, `↑`, `Tab`.
  public var label: String {
    switch self {
    case .character(" "): "Space"
    case .character(let c): String(c)
    case .control(let c): "Ctrl-\(c.uppercased())"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .enter: "Enter"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .click: "click"
    case .wheelUp: "wheel up"
    case .wheelDown: "wheel down"
    }
  }
}
