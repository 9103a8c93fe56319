/// SwiftUI's text field styles on iOS (`.squareBorder` is macOS's).
public enum TextFieldStyle: String, Sendable, Hashable, CaseIterable {
  /// No border: the text or placeholder alone, a line tall, as iOS draws a bare `TextField`
  /// (`.automatic`, `.plain`).
  case plain
  /// The rounded box, `UITextField.BorderStyle.roundedRect`: 7 pt sides, 34 pt tall at Large
  /// (`.roundedBorder`).
  case roundedBorder
}
