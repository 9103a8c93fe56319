/// SwiftUI's picker styles on iOS.
public enum PickerStyle: String, Sendable, Hashable, CaseIterable {
  /// The default (`.automatic`, `.menu`): in a form a row with the label, the value and ↑↓;
  /// elsewhere the value and ↑↓ alone, as a button.
  case menu
  /// Options side by side in equal segments (`.segmented`), the label not shown.
  case segmented
  /// In a form the label, then one row per option with a checkmark on the selected one
  /// (`.inline`); elsewhere a wheel.
  case inline
  /// The spinning wheel, 216 pt tall, the selected option in the middle (`.wheel`).
  case wheel
  /// A row with the label, the value and the disclosure chevron (`.navigationLink`).
  case navigationLink
}
