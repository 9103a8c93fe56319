/// Text and labels: what a screen says.
public enum Textual: Sendable, Hashable {
  /// Text that wraps to the offered width (`Text`).
  case text(String)
  /// An SF Symbol followed by a title, or either alone by its style (`Label`).
  case label(title: String, systemImage: String, style: LabelStyle = .titleAndIcon)

  /// The textual kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case text = "Text"
    case label = "Label"

    package var traits: ElementTraits { [.drawsContent, .showsText] }
  }

  package var kind: Kind {
    switch self {
    case .text: .text
    case .label: .label
    }
  }

  /// The string shown: the text, or the label's title.
  package var string: String {
    switch self {
    case .text(let string), .label(let string, _, _): string
    }
  }

  /// The same element showing `string` instead (a translation).
  func replacingString(_ transform: (String) -> String) -> Textual {
    switch self {
    case .text(let string): .text(transform(string))
    case .label(let title, let systemImage, let style):
      .label(title: transform(title), systemImage: systemImage, style: style)
    }
  }
}

extension Element {
  /// `Text(_:)`.
  public static func text(_ string: String) -> Element { .textual(.text(string)) }

  /// `Label(_ title:, systemImage:)` with `.labelStyle`.
  public static func label(title: String, systemImage: String, style: LabelStyle = .titleAndIcon) -> Element {
    .textual(.label(title: title, systemImage: systemImage, style: style))
  }
}
