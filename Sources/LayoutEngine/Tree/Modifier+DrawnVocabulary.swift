extension Modifier {
  /// Modifiers the wireframe draws without changing layout: a border, clipping to a shape, the
  /// dimmed look of a disabled view, and a tab's item written on the tab's content.
  package static let drawnDeclarations: [ModifierDeclaration] = [
    ModifierDeclaration(
      "border",
      "A line around the view's frame: a stroked rectangle overlaid on it, as SwiftUI draws it (the "
        + "colour and width are kept, not drawn).",
      arguments: [
        ArgumentDeclaration(
          "content", .anyValue, .optional(default: "primary"), swiftUI: .unlabeled("content"),
          "the line's colour or style"),
        ArgumentDeclaration("width", .number(.length), .optional(default: "1"), "the line's width"),
      ], main: "content", produces: [.overlay]
    ) { _ in [.overlay(ViewNode(.roundedRectangle(cornerRadius: 0)), alignment: .center)] },
    ModifierDeclaration(
      "clipped", "Clips the view's drawing, its children and its text to its frame.", isFlag: true,
      produces: [.clip]
    ) { _ in [.clip] },
    ModifierDeclaration(
      "cornerRadius",
      "Clips the view to its frame with rounded corners, drawn as a rounded outline around it.",
      arguments: [
        ArgumentDeclaration(
          "radius", .number(.length), .required(example: "12"), swiftUI: .unlabeled("radius"), isKey: false,
          "the corners' radius")
      ], main: "radius", produces: [.clip, .overlay]
    ) { values in
      [
        .clip,
        .overlay(ViewNode(.roundedRectangle(cornerRadius: values.number("radius") ?? 0)), alignment: .center),
      ]
    },
    ModifierDeclaration(
      "clipShape",
      "Clips the view to a shape's frame, drawn as the shape's outline around it (`RoundedRectangle`, "
        + "`Circle`, `Capsule`, `Ellipse`; a `Rectangle` clips with no outline).",
      arguments: [
        ArgumentDeclaration(
          "shape", .view, .required(example: "Circle"), swiftUI: .unlabeled("shape"), isKey: false,
          "the shape")
      ], main: "shape", produces: [.clip, .overlay]
    ) { values throws(DeclarationError) in
      guard case .view(let shape) = values["shape"], case .shape(let kind) = shape.element else {
        throw .expected("a shape such as 'Circle' or '{RoundedRectangle: 12}'", for: "shape")
      }
      switch kind {
      case .rectangle, .color: return [.clip]
      default: return [.clip, .overlay(ViewNode(shape.element), alignment: .center)]
      }
    },
    ModifierDeclaration(
      "disabled",
      "Dims the view and everything inside it, as a disabled control looks; `false` inside a disabled view "
        + "enables nothing, as in SwiftUI.",
      arguments: [
        ArgumentDeclaration(
          "disabled", .bool, .required(example: "true"), swiftUI: .unlabeled("disabled"), isKey: false,
          "whether the view is disabled")
      ], main: "disabled", isEnvironment: true, produces: [.disabled]
    ) { values in
      values.bool("disabled") == true ? [.disabled(true)] : []
    },
    ModifierDeclaration(
      "redacted",
      "With `placeholder`, the text and SF Symbols of the view and everything inside it are drawn as "
        + "placeholder blocks in their frames (layout is unchanged); `privacy` and `invalidated` draw the "
        + "view as it is. `unredacted` inside undoes it.",
      arguments: [
        ArgumentDeclaration(
          "reason", .choice(Choices(["placeholder", "privacy", "invalidated"], kind: "redaction reason")),
          .required(example: "placeholder"), swiftUI: .label("reason"), isKey: false,
          "why the view is redacted")
      ], main: "reason", isEnvironment: true, produces: [.redacted]
    ) { values in
      values.choice("reason") == "placeholder" ? [.redacted(true)] : []
    },
    ModifierDeclaration(
      "unredacted", "Draws the view and everything inside it as it is, in a redacted view.", isFlag: true,
      isEnvironment: true, produces: [.redacted]
    ) { _ in [.redacted(false)] },
    ModifierDeclaration(
      "tabItem",
      "Makes the view a tab of the `TabView` around it, with this item in the tab bar: a `Label`, or a "
        + "`Text` and an `Image`.",
      arguments: [
        ArgumentDeclaration(
          "label", .view, .required(example: "{Label: {title: Home, systemImage: house}}"),
          swiftUI: .unlabeled("label"), isKey: false, "the item's title and symbol")
      ], main: "label", produces: [.tabItem]
    ) { values throws(DeclarationError) in
      guard case .view(let label) = values["label"], let item = tabItem(in: label) else {
        throw .expected(
          "a 'Label' with a title and a 'systemImage', or a 'Text' and an 'Image'", for: "label")
      }
      return [.tabItem(title: item.title, systemImage: item.systemImage, translations: item.translations)]
    },
  ]

  /// The title, its translations and the symbol of a tab item's label: a `Label`'s, or the first
  /// `Text` and the first symbol `Image` of a stack (`VStack { Image(systemName:); Text(…) }`, as
  /// older code writes it).
  private static func tabItem(
    in label: ViewNode
  ) -> (title: String, systemImage: String, translations: [String: String])? {
    if case .textual(.label(let title, let symbol, _)) = label.element {
      return (title, symbol, label.translations)
    }
    var title: (String, [String: String])?
    var symbol: String?
    for node in [label] + label.children {
      switch node.element {
      case .textual(.text(let text)) where title == nil: title = (text, node.translations)
      case .picture(.image(.symbol(let name), _)) where symbol == nil: symbol = name
      default: break
      }
    }
    guard let title, let symbol else { return nil }
    return (title.0, symbol, title.1)
  }
}
