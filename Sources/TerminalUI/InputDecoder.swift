import CNcurses
import Preview

/// What one read from ncurses produced.
enum InputEvent: Equatable {
  case key(Key)
  case resize
  /// Nothing arrived before the timeout (the loop then checks files for live reload).
  case timeout
  /// A key the session has no use for (an unmapped function key); more input may follow.
  case ignored
}

/// Turns ncurses' `get_wch` results into the session's `Key`s.
enum InputDecoder {
  /// The next event already typed, or `nil` when none is waiting (the window does not block).
  static func readAvailable() -> InputEvent? {
    let event = read()
    return event == .timeout ? nil : event
  }

  /// Reads one event, waiting at most the window's configured timeout.
  static func read() -> InputEvent {
    var character: wint_t = 0
    let status = get_wch(&character)
    if status == ERR { return .timeout }
    if status == lp_key_code_yes() { return decodeFunctionKey(Int32(character)) }
    return decodeCharacter(UInt32(character))
  }

  /// A function key (`KEY_*` code).
  static func decodeFunctionKey(_ code: Int32) -> InputEvent {
    switch code {
    case lp_key_resize(): return .resize
    case lp_key_up(): return .key(.up)
    case lp_key_down(): return .key(.down)
    case lp_key_left(): return .key(.left)
    case lp_key_right(): return .key(.right)
    case lp_key_npage(): return .key(.pageDown)
    case lp_key_ppage(): return .key(.pageUp)
    case lp_key_home(): return .key(.home)
    case lp_key_end(): return .key(.end)
    case lp_key_backspace(), lp_key_dc(): return .key(.backspace)
    case lp_key_enter(): return .key(.enter)
    case lp_key_btab(): return .key(.backTab)
    case lp_key_mouse(): return decodeMouse()
    default: return .ignored
    }
  }

  /// A character, with the control characters that have keys of their own.
  static func decodeCharacter(_ value: UInt32) -> InputEvent {
    switch value {
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 27: return .key(.escape)
    case 8, 127: return .key(.backspace)
    case 1...26: return .key(.control(Character(Unicode.Scalar(value + 96)!)))
    default:
      guard let scalar = Unicode.Scalar(value) else { return .ignored }
      return .key(.character(Character(scalar)))
    }
  }

  private static func decodeMouse() -> InputEvent {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return .ignored }
    if event.bstate & lp_button4_pressed() != 0 {
      return .key(.wheelUp(column: Int(event.x), row: Int(event.y)))
    }
    if event.bstate & lp_button5_pressed() != 0 {
      return .key(.wheelDown(column: Int(event.x), row: Int(event.y)))
    }
    if event.bstate & lp_button1_pressed() != 0 {
      return .key(.click(column: Int(event.x), row: Int(event.y)))
    }
    return .ignored
  }
}
