/// The canvas a preview asks for: the device's screen, or a free-form size.
public enum PreviewLayout: Sendable, Hashable {
  /// The whole screen of the previewed device (the default).
  case device
  /// Just the view's ideal size (`.sizeThatFitsLayout`, `.previewLayout(.sizeThatFits)`).
  case sizeThatFits
  /// A container of this size in points (`.fixedLayout(width:height:)`).
  case fixed(width: Double, height: Double)
}
