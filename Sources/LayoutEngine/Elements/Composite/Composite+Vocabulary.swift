extension Composite {
  /// The weekday initials heading a graphical date picker's grid, Sunday first.
  static let weekdays = ["S", "M", "T", "W", "T", "F", "S"]

  /// `Gauge`, `GroupBox`, `ContentUnavailableView`, `DatePicker`, `Menu`, `ControlGroup`,
  /// `DisclosureGroup`.
  package static let declarations = [
    ElementDeclaration(
      "Gauge", "A label above a linear bar filled to a fraction, or a small ring.",
      arguments: [
        ArgumentDeclaration("value", .number(.fraction), .required(example: "0.4"), "from 0 to 1"),
        ArgumentDeclaration("label", .text, .optional(default: "none"), "the text above the bar"),
        ArgumentDeclaration(
          "style", .choice(gaugeStyles), .optional(default: "automatic"), swiftUI: .modifier("gaugeStyle"),
          "`.automatic` (`.linearCapacity`: a 4-pt bar), `.accessoryLinear` (a 2-pt track with a marker), "
            + "`.accessoryLinearCapacity` (a 2-pt bar), `.accessoryCircular` or `.accessoryCircularCapacity` "
            + "(a 44-pt ring, an estimate, without the label)"),
      ], main: "value", signature: "Gauge(value:label:)", arrangeChildren: gaugeChildren
    ) { _ in .gauge },
    ElementDeclaration(
      "GroupBox", "Its content in a rounded box with 16 pt padding, a headline title above it.",
      arguments: [
        ArgumentDeclaration(
          "title", .text, .optional(default: "none"), swiftUI: .unlabeled("title"), "the title"),
        ArgumentDeclaration(
          "style", .choice(Choices(["automatic"], kind: "group box style")), .optional(default: "automatic"),
          swiftUI: .modifier("groupBoxStyle"), "iOS has only `.automatic`"),
      ], main: "title", content: .views,
      arrangeChildren: { values, content in
        let title = values.text("title").map {
          [text($0, values, "title").modifier(.font(Font(style: .headline)))]
        }
        return [
          ViewNode(.vStack(alignment: .leading), children: (title ?? []) + content)
            .modifier(.padding(EdgeInsets(all: ControlMetrics.defaultPadding)))
        ]
      }
    ) { _ in .groupBox },
    ElementDeclaration(
      "ContentUnavailableView",
      "An empty state centred in the space offered: a large symbol, a title, a description.",
      arguments: [
        ArgumentDeclaration(
          "title", .text, .required(example: "No Mail"), swiftUI: .unlabeled("title"), "the title"),
        ArgumentDeclaration("systemImage", .symbolName, .optional(default: "none"), "the symbol above it"),
        ArgumentDeclaration("description", .text, .optional(default: "none"), "a line below it"),
      ], main: "title",
      arrangeChildren: { values, _ in
        let symbol = values.text("systemImage").map {
          [
            ViewNode(.image(.symbol($0)), source: values.source(of: "systemImage"))
              .modifier(.font(Font(style: .largeTitle)))
          ]
        }
        let title = text(values.text("title") ?? "", values, "title").modifier(
          .font(Font(style: .title2, weight: .bold)))
        let description = values.text("description").map {
          [text($0, values, "description").modifier(.font(Font(style: .subheadline)))]
        }
        return [
          ViewNode(.vStack(), children: (symbol ?? []) + [title] + (description ?? []))
            .modifier(.multilineTextAlignment(.center))
        ]
      }
    ) { _ in .contentUnavailable },
    ElementDeclaration(
      "DatePicker", "A title and the date in a pill (compact), or a month's calendar (graphical).",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .required(example: "Date"), swiftUI: .unlabeled("title"), "the title"),
        ArgumentDeclaration("selection", .text, .optional(default: "`Jan 1, 2026`"), "the date as shown"),
        ArgumentDeclaration(
          "style", .choice(Choices(["automatic", "compact", "graphical"], kind: "date picker style")),
          .optional(default: "compact"), swiftUI: .modifier("datePickerStyle"),
          "`.compact` (`.automatic`), or `.graphical`: a 30-day month from Sunday"),
        Control.labelsHidden,
      ], main: "title", arrangeChildren: datePickerChildren
    ) { values in
      .datePicker(
        graphical: values.choice("style") == "graphical", labelsHidden: values.bool("labelsHidden") ?? false)
    },
    ElementDeclaration(
      "Menu", "A button that opens a menu of its items; the items are not shown.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .optional(default: "none: the label"), swiftUI: .unlabeled("title"),
          "the label's text"),
        ArgumentDeclaration(
          "label", .view, .optional(default: "none: the title"), swiftUI: .label("label"),
          "the label as a view (`Menu { … } label: { Label(…) }`)"),
        ArgumentDeclaration(
          "style", .choice(menuStyles), .optional(default: "automatic"), swiftUI: .modifier("menuStyle"),
          "`.automatic` (`.borderlessButton`): the label; `.button`: a button in the `buttonStyle`"),
        ArgumentDeclaration(
          "buttonStyle", .choice(Control.buttonStyles), .optional(default: "plain"),
          swiftUI: .modifier("buttonStyle"), "with `style: button`, the button's style"),
        ArgumentDeclaration(
          "controlSize", .choice(Control.controlSizes), .optional(default: "regular"),
          swiftUI: .modifier("controlSize"), "with `style: button`, a bordered button's padding"),
      ], main: "title", content: .views,
      needsOneOf: OneOf(["title", "label"], message: "'Menu' needs a 'title' or a 'label' view"),
      arrangeChildren: { values, content in [menuLabel(values)] + content }
    ) { _ in .menu },
    ElementDeclaration(
      "ControlGroup", "Controls side by side in equal segments of one box, or one menu button.",
      arguments: [
        ArgumentDeclaration(
          "style", .choice(controlGroupStyles), .optional(default: "automatic"),
          swiftUI: .modifier("controlGroupStyle"),
          "`.automatic`, `.navigation`, `.palette`: the segments; `.menu`, `.compactMenu`: a `Menu` whose "
            + "label is an ellipsis symbol, the controls its items")
      ], content: .views,
      arrangeChildren: { values, content in
        guard collapses(values) else { return content }
        return [ViewNode(.image(.symbol(collapsedGroupSymbol)))] + content
      }
    ) { values in collapses(values) ? .menu : .controlGroup },
    ElementDeclaration(
      "DisclosureGroup", "A title with a chevron, and its content below it when expanded.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .required(example: "Advanced"), swiftUI: .unlabeled("title"), "the title"),
        ArgumentDeclaration("isExpanded", .bool, .optional(default: "false"), "whether the content shows"),
      ], main: "title", content: .views,
      arrangeChildren: { values, content in
        [text(values.text("title") ?? "", values, "title")]
          + (values.bool("isExpanded") == true ? content : [])
      }
    ) { values in
      .disclosureGroup(isExpanded: values.bool("isExpanded") ?? false)
    },
  ]

  /// SwiftUI's control group styles on iOS.
  private static let controlGroupStyles = Choices(
    ["automatic", "navigation", "palette", "menu", "compactMenu"], kind: "control group style")

  /// Whether a control group's style collapses it to one menu button (`.menu`, `.compactMenu`).
  private static func collapses(_ values: ArgumentValues) -> Bool {
    ["menu", "compactMenu"].contains(values.choice("style"))
  }

  /// The label of a control group collapsed to a menu (an estimate: the group has no label here).
  package static let collapsedGroupSymbol = "ellipsis"

  /// SwiftUI's gauge styles on iOS; `automatic` is `linearCapacity`.
  private static let gaugeStyles = Choices(
    ["automatic"] + GaugeStyle.allCases.map(\.rawValue), kind: "gauge style")

  /// A gauge's label above its bar, or its ring alone: the default style keeps the progress bar,
  /// the accessory styles their own indicator.
  private static func gaugeChildren(_ values: ArgumentValues, _ content: [ViewNode]) -> [ViewNode] {
    let value = values.number("value") ?? 0
    let style = values.choice("style").flatMap(GaugeStyle.init(rawValue:)) ?? .linearCapacity
    let indicator = ViewNode(
      .progressView(style == .linearCapacity ? .linear(value) : .gauge(value, style)),
      source: values.source(of: "value"))
    guard !style.isCircular else { return [indicator] }
    return (values.text("label").map { [text($0, values, "label")] } ?? []) + [indicator]
  }

  /// A compact date picker's title and date button, or a graphical one's month (the selection)
  /// and its calendar: weekday initials, then the days 1 to 30, in seven flexible columns.
  private static func datePickerChildren(_ values: ArgumentValues, _ content: [ViewNode]) -> [ViewNode] {
    let date = values.text("selection") ?? "Jan 1, 2026"
    guard values.choice("style") == "graphical" else {
      return [
        text(values.text("title") ?? "", values, "title"),
        ViewNode(.button(title: date, style: .bordered), source: values.source(of: "selection")),
      ]
    }
    let columns = Array(
      repeating: GridItem(.flexible(minimum: GridItem.defaultFlexibleMinimum, maximum: .infinity)), count: 7)
    let cells = (weekdays + (1...30).map(String.init)).map { ViewNode(.text($0)) }
    return [
      text(date, values, "selection").modifier(.font(Font(style: .headline))),
      ViewNode(.lazyVGrid(columns: columns), children: cells),
    ]
  }

  /// SwiftUI's menu styles on iOS: `borderlessButton` (deprecated) is the default's look;
  /// `borderedButton` is macOS's.
  private static let menuStyles = Choices(
    ["automatic", "button", "borderlessButton"], kind: "menu style",
    otherPlatforms: ["borderedButton": "a macOS style"])

  /// A menu's label: its title as tinted text (or its label view), or with `style: button` a
  /// `Button` of the title (or around the view) in the button style (`ButtonMenuStyle` builds a
  /// button; a plain one is the label alone).
  private static func menuLabel(_ values: ArgumentValues) -> ViewNode {
    let title = values.text("title") ?? ""
    let view = Control.labelView(values)
    let style: ButtonStyle? =
      switch (values.choice("style"), values.choice("buttonStyle")) {
      case ("button", "bordered"): .bordered
      case ("button", "prominent"), ("button", "borderedProminent"): .prominent
      default: nil
      }
    guard let style else { return view ?? text(title, values, "title") }
    let size = values.choice("controlSize").flatMap(ControlSize.init(rawValue:)) ?? .regular
    return ViewNode(
      .button(title: view == nil ? title : "", style: style, controlSize: size),
      children: view.map { [$0] } ?? [],
      source: values.source(of: view == nil ? "title" : "label"))
  }

  /// A `Text` of `string`, located where argument `key` is written.
  private static func text(_ string: String, _ values: ArgumentValues, _ key: String) -> ViewNode {
    ViewNode(.text(string), source: values.source(of: key))
  }
}
