/// What a cell shows, by meaning rather than colour: themes map each role to a style.
public enum CellRole: String, Sendable, Hashable, CaseIterable {
  /// Empty space outside the device.
  case background
  /// The device outline and its rounded corners.
  case deviceBezel
  /// The notch or Dynamic Island.
  case cutout
  /// The home indicator bar.
  case homeIndicator
  /// The screen inside the outline, where nothing is drawn.
  case screen
  /// The safe-area boundary and the layout-margin guides (overlay).
  case safeArea
  /// The outline of a container or a decoration (background, overlay shapes).
  case container
  /// Text the layout shows in full.
  case text
  /// The `…` of text the layout itself truncated (as the device would).
  case truncatedText
  /// The marker of text cut only because the terminal is too coarse to show it all.
  case clippedText
  /// Buttons, fields, toggles, sliders, progress views: their outline and marks.
  case control
  /// The filled part of a prominent button, a switch that is on, a slider's or progress bar's track.
  case controlFill
  /// An image or SF Symbol placeholder.
  case image
  /// A divider line.
  case divider
  /// A `Rectangle` or `Color` fill.
  case fill
  /// The selected element's highlight.
  case selection
  /// The caption under a rendered wireframe and the session's status line.
  case status
  /// The session's hint line of the most used keys.
  case hint
  /// The error banner (an invalid layout after an edit).
  case banner
  /// Help and device-picker panels.
  case panel
  /// System bars (navigation bar, tab bar, toolbar) and the status bar: their edges and glyphs.
  case systemBar
  /// The software keyboard: its outline and key grid.
  case keyboard
  /// Outside the app's window in multitasking: the other app's pane and the divider.
  case otherApp
  /// Whatever a disabled view draws (`disabled(true)`): shown dimmed.
  case disabled
}
