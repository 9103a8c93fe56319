/// Controls and indicators: what a person operates or watches.
public enum Control: Sendable, Hashable {
  /// A titled button in a SwiftUI style and control size, with an SF Symbol before its title
  /// (`Button(_:systemImage:)`) and a role (`Button(_:role:)`) when given, its outline when
  /// bordered of `borderShape` (`Button`).
  case button(
    title: String, style: ButtonStyle, controlSize: ControlSize, systemImage: String? = nil,
    role: ButtonRole? = nil, labelStyle: LabelStyle = .titleAndIcon,
    borderShape: ButtonBorderShape = .automatic)
  /// A one-line text field showing `text`, or `placeholder` while empty, bare or in a rounded
  /// box (`TextField`).
  case textField(placeholder: String, text: String?, style: TextFieldStyle = .plain)
  /// A text field whose text shows as bullets (`SecureField`).
  case secureField(placeholder: String, text: String?, style: TextFieldStyle = .plain)
  /// A title and a switch, or a button showing the title (`.toggleStyle(.button)`); with
  /// `labelsHidden` the switch alone (`Toggle`).
  case toggle(title: String, isOn: Bool, style: ToggleStyle = .switch, labelsHidden: Bool = false)
  /// A slider at `value` between 0 and 1 (`Slider`).
  case slider(value: Double)
  /// A linear bar at a fraction, or the indeterminate spinner (`ProgressView`).
  case progressView(ProgressStyle)
  /// A title and the − and + buttons; with `labelsHidden` the buttons alone (`Stepper`).
  case stepper(title: String, labelsHidden: Bool = false)
  /// A title that opens a URL, drawn as a plain button (`Link`).
  case link(title: String)
  /// The share button: the square-and-arrow symbol and a title, plain (`ShareLink`).
  case shareLink(title: String)
  /// A box of editable text that takes the space it is offered (`TextEditor`).
  case textEditor(text: String)

  /// The control kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case button = "Button"
    case textField = "TextField"
    case secureField = "SecureField"
    case toggle = "Toggle"
    case slider = "Slider"
    case progressView = "ProgressView"
    case stepper = "Stepper"
    case link = "Link"
    case shareLink = "ShareLink"
    case textEditor = "TextEditor"

    package var traits: ElementTraits {
      switch self {
      case .button, .textField, .secureField, .toggle, .stepper, .link, .shareLink:
        [.drawsContent, .showsText, .tappable]
      case .slider, .textEditor: [.drawsContent, .tappable]
      case .progressView: .drawsContent
      }
    }
  }

  package var kind: Kind {
    switch self {
    case .button: .button
    case .textField: .textField
    case .secureField: .secureField
    case .toggle: .toggle
    case .slider: .slider
    case .progressView: .progressView
    case .stepper: .stepper
    case .link: .link
    case .shareLink: .shareLink
    case .textEditor: .textEditor
    }
  }

  /// The string the control shows: its title, its typed text (bullets in a secure field), or
  /// its placeholder; `nil` for sliders and progress views.
  package var shownString: String? {
    switch self {
    case .button(let title, _, _, _, _, _, _), .toggle(let title, _, _, _), .stepper(let title, _),
      .link(let title),
      .shareLink(let title):
      title
    case .textField(let placeholder, let text, _): text ?? placeholder
    case .secureField(let placeholder, let text, _):
      text.map { String(repeating: "•", count: $0.count) } ?? placeholder
    case .slider, .progressView, .textEditor: nil
    }
  }

  /// The same control with its title or placeholder passed through `transform` (a translation);
  /// typed field text is the person's, not the app's, so it is not translated.
  func replacingString(_ transform: (String) -> String) -> Control {
    switch self {
    case .button(let title, let style, let controlSize, let systemImage, let role, let labelStyle, let shape):
      .button(
        title: transform(title), style: style, controlSize: controlSize, systemImage: systemImage, role: role,
        labelStyle: labelStyle, borderShape: shape)
    case .textField(let placeholder, let text, let style):
      .textField(placeholder: transform(placeholder), text: text, style: style)
    case .secureField(let placeholder, let text, let style):
      .secureField(placeholder: transform(placeholder), text: text, style: style)
    case .toggle(let title, let isOn, let style, let hidden):
      .toggle(title: transform(title), isOn: isOn, style: style, labelsHidden: hidden)
    case .stepper(let title, let hidden): .stepper(title: transform(title), labelsHidden: hidden)
    case .link(let title): .link(title: transform(title))
    case .shareLink(let title): .shareLink(title: transform(title))
    case .slider, .progressView, .textEditor: self
    }
  }
}

extension Element {
  /// `Button(_ title:, systemImage:, role:)` with `.buttonStyle`, `.controlSize`, `.labelStyle`
  /// and `.buttonBorderShape`.
  public static func button(
    title: String, style: ButtonStyle = .plain, controlSize: ControlSize = .regular,
    systemImage: String? = nil, role: ButtonRole? = nil, labelStyle: LabelStyle = .titleAndIcon,
    borderShape: ButtonBorderShape = .automatic
  ) -> Element {
    .control(
      .button(
        title: title, style: style, controlSize: controlSize, systemImage: systemImage, role: role,
        labelStyle: labelStyle, borderShape: borderShape))
  }

  /// `TextField(_ placeholder:, text:)` with `.textFieldStyle`; `text` nil while empty.
  public static func textField(
    placeholder: String, text: String? = nil, style: TextFieldStyle = .plain
  ) -> Element {
    .control(.textField(placeholder: placeholder, text: text, style: style))
  }

  /// `SecureField(_ placeholder:, text:)` with `.textFieldStyle`.
  public static func secureField(
    placeholder: String, text: String? = nil, style: TextFieldStyle = .plain
  ) -> Element {
    .control(.secureField(placeholder: placeholder, text: text, style: style))
  }

  /// `Toggle(_ title:, isOn:)` with `.toggleStyle` and `.labelsHidden()`.
  public static func toggle(
    title: String, isOn: Bool = false, style: ToggleStyle = .switch, labelsHidden: Bool = false
  ) -> Element {
    .control(.toggle(title: title, isOn: isOn, style: style, labelsHidden: labelsHidden))
  }

  /// `Slider(value:)` at a fraction from 0 to 1.
  public static func slider(value: Double) -> Element { .control(.slider(value: value)) }

  /// `Stepper(_ title:, value:)` with `.labelsHidden()`.
  public static func stepper(title: String, labelsHidden: Bool = false) -> Element {
    .control(.stepper(title: title, labelsHidden: labelsHidden))
  }

  /// `Link(_ title:, destination:)`.
  public static func link(title: String) -> Element { .control(.link(title: title)) }

  /// `ShareLink(_ title:, item:)`.
  public static func shareLink(title: String = "Share") -> Element { .control(.shareLink(title: title)) }

  /// `TextEditor(text:)`.
  public static func textEditor(text: String = "") -> Element { .control(.textEditor(text: text)) }

  /// `ProgressView(value:)`, or `ProgressView()` for the spinner.
  public static func progressView(_ style: ProgressStyle) -> Element { .control(.progressView(style)) }
}
