extension Control {
  /// A slider's value when a layout gives none: the middle.
  package static let defaultSliderValue = 0.5

  /// `Button`, `TextField`, `SecureField`, `Toggle`, `Stepper`, `Link`, `ShareLink`,
  /// `TextEditor`, `Slider`, `ProgressView`.
  package static let declarations = [
    ElementDeclaration(
      "Button", "A titled button in one of SwiftUI's styles, or one whose label is a view.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .optional(default: "none: the label"), swiftUI: .unlabeled("title"),
          "the title"),
        ArgumentDeclaration(
          "style", .choice(buttonStyles), .optional(default: "plain"), swiftUI: .modifier("buttonStyle"),
          "`.plain`/`.borderless`, `.bordered` or `.borderedProminent`"),
        ArgumentDeclaration(
          "controlSize", .choice(controlSizes), .optional(default: "regular"),
          swiftUI: .modifier("controlSize"),
          "a bordered button's padding"),
        ArgumentDeclaration(
          "systemImage", .symbolName, .optional(default: "none"), "an SF Symbol before the title"),
        ArgumentDeclaration(
          "role", .choice(Choices(ButtonRole.allCases.map(\.rawValue), kind: "button role")),
          .optional(default: "none"), "`destructive` or `cancel`"),
        ArgumentDeclaration(
          "labelStyle", .choice(LabelStyle.choices), .optional(default: "titleAndIcon"),
          swiftUI: .modifier("labelStyle"), "with a `systemImage`: `.titleOnly` or `.iconOnly` shows one"),
        ArgumentDeclaration(
          "borderShape", .buttonBorderShape, .optional(default: "automatic"),
          swiftUI: .modifier("buttonBorderShape"),
          "a bordered button's outline; `.circle` makes it square"),
        ArgumentDeclaration(
          "label", .view, .optional(default: "none: the title"), swiftUI: .label("label"),
          "a view drawn inside the button in its style, in place of a title (`Button { } label: { … }`)"),
      ], main: "title",
      needsOneOf: OneOf(["title", "label"], message: "'Button' needs a 'title' or a 'label' view"),
      arrangeChildren: { values, _ in labelView(values).map { [$0] } ?? [] }
    ) { values in
      let style: ButtonStyle =
        switch values.choice("style") {
        case "bordered": .bordered
        case "prominent", "borderedProminent": .prominent
        default: .plain
        }
      let size = values.choice("controlSize").flatMap(ControlSize.init(rawValue:)) ?? .regular
      return .button(
        title: values.text("title") ?? "", style: style, controlSize: size,
        systemImage: values.text("systemImage"),
        role: values.choice("role").flatMap(ButtonRole.init(rawValue:)),
        labelStyle: LabelStyle(choice: values.choice("labelStyle")),
        borderShape: values.buttonBorderShape("borderShape") ?? .automatic)
    },
    field("TextField", "A one-line text field, bare or in a rounded box.") {
      .textField(placeholder: $0, text: $1, style: $2)
    },
    field("SecureField", "A text field whose text shows as bullets.") {
      .secureField(placeholder: $0, text: $1, style: $2)
    },
    ElementDeclaration(
      "Toggle", "A title and a switch, or a button showing the title.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .required(example: "Wi-Fi"), swiftUI: .unlabeled("title"), "the title"),
        ArgumentDeclaration("isOn", .bool, .optional(default: "false"), "whether it is on"),
        ArgumentDeclaration(
          "style", .choice(toggleStyles), .optional(default: "switch"), swiftUI: .modifier("toggleStyle"),
          "`.switch` (`.automatic`), or `.button`: a bordered button, filled while on"),
        labelsHidden,
      ], main: "title"
    ) { values in
      .toggle(
        title: values.text("title")!, isOn: values.bool("isOn") ?? false,
        style: values.choice("style") == "button" ? .button : .switch,
        labelsHidden: values.bool("labelsHidden") ?? false)
    },
    ElementDeclaration(
      "Stepper", "A title and the − and + buttons.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .required(example: "Quantity"), swiftUI: .unlabeled("title"),
          "the title"),
        labelsHidden,
      ], main: "title", signature: "Stepper(_ title:, value:)"
    ) { values in
      .stepper(title: values.text("title")!, labelsHidden: values.bool("labelsHidden") ?? false)
    },
    ElementDeclaration(
      "Link", "A title that opens a URL, drawn as a plain button.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .required(example: "Privacy Policy"), swiftUI: .unlabeled("title"),
          "the title"),
        ArgumentDeclaration("destination", .text, .optional(default: "none"), "the URL (not shown)"),
      ], main: "title"
    ) { values in
      .link(title: values.text("title")!)
    },
    ElementDeclaration(
      "ShareLink", "The share button: the square-and-arrow symbol and a title.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .optional(default: "Share"), swiftUI: .unlabeled("title"), "the title"),
        ArgumentDeclaration("item", .text, .optional(default: "none"), "what it shares (not shown)"),
      ], main: "title"
    ) { values in
      .shareLink(title: values.text("title") ?? "Share")
    },
    ElementDeclaration(
      "TextEditor", "A box of editable text that takes the space it is offered.",
      arguments: [ArgumentDeclaration("text", .text, .optional(default: "empty"), "the text in it")],
      main: "text"
    ) { values in
      .textEditor(text: values.text("text") ?? "")
    },
    ElementDeclaration(
      "Slider", "A track with a knob at a fraction of its length.",
      arguments: [
        ArgumentDeclaration("value", .number(.fraction), .optional(default: "0.5"), "from 0 to 1")
      ], main: "value"
    ) { values in
      .slider(value: values.number("value") ?? defaultSliderValue)
    },
    ElementDeclaration(
      "ProgressView", "A linear bar filled to a fraction, or the circular spinner.",
      arguments: [
        ArgumentDeclaration(
          "value", .number(.fraction), .optional(default: "none: the spinner"), "from 0 to 1: a linear bar"),
        ArgumentDeclaration(
          "style", .choice(progressStyles), .optional(default: "automatic"),
          swiftUI: .modifier("progressViewStyle"),
          "`.automatic` (a bar with a value, else the spinner), `.linear` (a bar, empty without a value) or "
            + "`.circular` (the spinner, with a value too, as on iOS)"),
      ], main: "value"
    ) { values in
      let value = values.number("value")
      switch values.choice("style") {
      case "linear": return .progressView(.linear(value ?? 0))
      case "circular": return .progressView(.circular)
      default: return .progressView(value.map(ProgressStyle.linear) ?? .circular)
      }
    },
  ]

  /// `.labelsHidden()`: a control's title not shown and taking no space (its control alone).
  package static let labelsHidden = ArgumentDeclaration(
    "labelsHidden", .bool, .optional(default: "false"), swiftUI: .modifier("labelsHidden"),
    "the title not shown and taking no space")

  /// SwiftUI's toggle styles on iOS; `automatic` is `switch`, `checkbox` macOS's.
  private static let toggleStyles = Choices(
    ["automatic", "switch", "button"], kind: "toggle style",
    otherPlatforms: ["checkbox": "a macOS style"])

  /// SwiftUI's progress view styles.
  private static let progressStyles = Choices(
    ["automatic", "linear", "circular"], kind: "progress view style")

  /// A control's label given as a view (`label:`), which it draws inside its chrome as its
  /// only child.
  package static func labelView(_ values: ArgumentValues) -> ViewNode? {
    if case .view(let label) = values["label"] { label } else { nil }
  }

  /// SwiftUI's button styles; `borderless` draws as `plain`, `prominent` is `borderedProminent`.
  package static let buttonStyles = Choices(
    ["plain", "borderless", "bordered", "prominent", "borderedProminent"], kind: "button style")

  /// SwiftUI's control sizes the preview draws.
  package static let controlSizes = Choices(
    ControlSize.allCases.map(\.rawValue), kind: "control size",
    rejected: [
      "mini": "the preview's smallest size is 'small'",
      "extraLarge": "the preview's largest size is 'large'",
    ])

  /// SwiftUI's text field styles on iOS; `automatic` is `plain`, `squareBorder` macOS's.
  private static let textFieldStyles = Choices(
    ["automatic", "plain", "roundedBorder"], kind: "text field style",
    otherPlatforms: ["squareBorder": "a macOS style"])

  /// A text field element: a placeholder, the text typed in it, if any, and its style.
  private static func field(
    _ name: String, _ summary: String,
    _ make: @escaping @Sendable (String, String?, TextFieldStyle) -> Element
  ) -> ElementDeclaration {
    ElementDeclaration(
      name, summary,
      arguments: [
        ArgumentDeclaration(
          "placeholder", .localizedText, .required(example: "Email"), swiftUI: .unlabeled("titleKey"),
          "shown while the field is empty"),
        ArgumentDeclaration("text", .text, .optional(default: "none"), "the text typed in it (empty: none)"),
        ArgumentDeclaration(
          "style", .choice(textFieldStyles), .optional(default: "plain"),
          swiftUI: .modifier("textFieldStyle"),
          "`.plain` (`.automatic`): no border, a line tall; `.roundedBorder`: the rounded box"),
      ], main: "placeholder"
    ) { values in
      // An empty field shows its placeholder, as `TextField("Email", text: $email)` does while
      // `email` is "": empty text is no text.
      let text = values.text("text").flatMap { $0.isEmpty ? nil : $0 }
      return make(
        values.text("placeholder")!, text, values.choice("style") == "roundedBorder" ? .roundedBorder : .plain
      )
    }
  }
}
