import LayoutEngine

/// Everything that can happen to a session: keys mapped to intents, plus events from outside.
public enum PreviewAction: Sendable, Equatable {
  case nextDevice
  case previousDevice
  case openDevicePicker
  case rotate
  case largerText
  case smallerText
  case defaultTextSize
  case toggleDirection
  /// English, RTL pseudolanguage, Arabic, Hebrew, double-length pseudolanguage, English.
  case nextLanguage
  /// One pane, then two panes compared: LTR | RTL, portrait | landscape, two devices, smallest |
  /// largest text, then one pane again.
  case nextCompareMode
  case nextLayout
  case previousLayout
  case nextTheme
  case toggleSafeArea
  /// The next / previous iPad window: full screen, the iPadOS 26 arrangements (1/2, 1/3,
  /// quadrant), then iPadOS 18's Split View widths and Slide Over.
  case nextSplit
  case previousSplit
  /// Resizes the iPad's window freely by `width` and `height` points (an iPadOS 26 free window),
  /// between the minimum window and the screen.
  case resizeWindow(width: Double, height: Double)
  /// Shows or hides the software keyboard.
  case toggleKeyboard
  case zoomIn
  case zoomOut
  /// Switches between the whole device and its width at a readable scale (`FitMode`), unzoomed.
  case toggleFit
  /// Pans by a fraction of the visible pane (x, y in -1...1).
  case pan(dx: Double, dy: Double)
  /// Shows what is below (positive) or above by a fraction of the pane's height: the view moves
  /// over the device first, then the scroll view or list in question scrolls (`scrollTarget`).
  case scroll(pages: Double)
  /// The mouse wheel over a pane cell, `rows` rows down (negative: up): the scroll view or list
  /// under the pointer scrolls, elsewhere the view moves as `scroll` does.
  case wheel(column: Int, row: Int, rows: Int)
  case selectNext
  case selectPrevious
  case clearSelection
  /// A click on a terminal cell: selects the front-most element there.
  case click(column: Int, row: Int)
  case toggleHelp
  case quit
  /// Scrolls the open help by lines (negative: up).
  case helpScroll(lines: Int)
  /// Scrolls the open help by pages of its visible rows (negative: up).
  case helpPage(Int)
  /// Starts typing a filter into the open help (`/`), or types one more character of it.
  case helpInput(Character)
  case helpBackspace
  /// Ends typing the filter and keeps it (`Enter`), so `j`/`k` scroll the matches.
  case helpFilterDone
  /// `Esc` in the help: clears the filter, or closes the help when there is none.
  case helpEscape
  /// Shows the other branch of the next unknown condition of the Swift preview on screen, in turn,
  /// then none again (`PreviewState+Conditions`).
  case flipCondition
  /// Opens the `:` command line.
  case openCommandLine
  /// Typing on the command line: a character, a deletion, completion (`Tab`), running it
  /// (`Enter`), or leaving it (`Esc`).
  case commandInput(Character)
  case commandBackspace
  case commandComplete
  case commandRun
  case commandCancel
  /// Typing while the device picker is open.
  case pickerInput(Character)
  case pickerBackspace
  case pickerMove(Int)
  case pickerConfirm
  case pickerCancel
  /// The terminal changed size.
  case resize(columns: Int, rows: Int)
  /// A layout file was read again (live reload): its new document, or the error it now has.
  case reloaded(path: String, LayoutLoad)
  /// A changed file is being read again away from the loop: the last good picture stays, marked
  /// "reloading…" until `reloaded` (or one of the two below) arrives.
  case reloadStarted(path: String)
  /// Stops waiting for the reloads in progress (`x`); the last good picture stays.
  case abandonReload
  /// A reload ran past its time budget (`seconds`) and was given up.
  case reloadTimedOut(path: String, seconds: Int)
}
