/// The SwiftUI button styles a layout can ask for.
public enum ButtonStyle: String, Sendable, Hashable, CaseIterable {
  /// Tinted text with no background (`.plain` / `.borderless`).
  case plain
  /// A tinted, rounded, translucent background (`.bordered`).
  case bordered
  /// A filled accent background (`.borderedProminent`).
  case prominent
}

/// SwiftUI's control sizes; they choose a bordered button's padding.
public enum ControlSize: String, Sendable, Hashable, CaseIterable {
  case small
  case regular
  case large
}
