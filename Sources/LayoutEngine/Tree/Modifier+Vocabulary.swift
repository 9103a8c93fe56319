extension Modifier {
  /// Every modifier a layout may write, in the order the documentation lists them.
  package static let declarations: [ModifierDeclaration] = [
    ModifierDeclaration(
      "padding",
      "Space around the view, on every edge or by edge (`all`, `horizontal`, `vertical`, `top`, `leading`, "
        + "`bottom`, `trailing`: specific edges override `horizontal` and `vertical`, which override `all`).",
      arguments: [
        ArgumentDeclaration(
          "padding", .insets, .optional(default: "16 on every edge"), swiftUI: .unlabeled("insets"),
          isKey: false,
          "a length for every edge, or lengths by edge")
      ], main: "padding", produces: [.padding, .scaledPadding]
    ) { values in
      guard case .insets(let insets) = values["padding"] else { return [.padding(EdgeInsets(all: 16))] }
      return (insets.fixed.map { [.padding($0)] } ?? [])
        + (insets.scaled.map { [.scaledPadding($0.insets, relativeTo: $0.relativeTo)] } ?? [])
    },
    ModifierDeclaration(
      "frame", "A fixed size, or bounds on the size the view takes, with its alignment inside.",
      arguments: [
        "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
      ]
      .map { name in
        ArgumentDeclaration(
          name, .scalableLength(name.hasPrefix("max") ? .maximumLength : .length), .optional(),
          name.hasPrefix("max") ? "may be `infinity`" : "a length")
      } + [ArgumentDeclaration("alignment", .alignment, .optional(default: "center"), "of the view inside")],
      produces: [.frame, .scaledFrame], build: frame),
    ModifierDeclaration(
      "fixedSize", "The view's ideal size on the given axes, whatever it is offered.",
      arguments: [
        ArgumentDeclaration("horizontal", .bool, .optional(default: "false"), "fix the width"),
        ArgumentDeclaration("vertical", .bool, .optional(default: "false"), "fix the height"),
      ], isFlag: true, produces: [.fixedSize]
    ) { values in
      values.isBareCall
        ? [.fixedSize(horizontal: true, vertical: true)]
        : [
          .fixedSize(
            horizontal: values.bool("horizontal") ?? false, vertical: values.bool("vertical") ?? false)
        ]
    },
    ModifierDeclaration(
      "layoutPriority", "Stacks offer space to higher priorities first.",
      arguments: [
        ArgumentDeclaration(
          "layoutPriority", .number(.signed), .required(example: "1"), swiftUI: .unlabeled("value"),
          isKey: false,
          "may be negative")
      ], main: "layoutPriority", produces: [.layoutPriority]
    ) { values in
      [.layoutPriority(values.number("layoutPriority") ?? 0)]
    },
    ModifierDeclaration(
      "offset", "Moves the drawing, not the layout; `x` is towards the trailing edge.",
      arguments: [
        ArgumentDeclaration("x", .number(.signed), .optional(default: "0"), "towards the trailing edge"),
        ArgumentDeclaration("y", .number(.signed), .optional(default: "0"), "downwards"),
      ], produces: [.offset]
    ) { values in
      [.offset(x: values.number("x") ?? 0, y: values.number("y") ?? 0)]
    },
    decoration("background", "A view drawn behind, proposed this view's size.") {
      .background($0, alignment: $1)
    },
    decoration("overlay", "A view drawn in front, proposed this view's size.") {
      .overlay($0, alignment: $1)
    },
    ModifierDeclaration(
      "hidden", "Keeps the space, draws nothing.", isFlag: true, produces: [.hidden]
    ) { _ in [.hidden] },
    ModifierDeclaration(
      "opacity",
      "How opaque the view is: at 0 it keeps its space and draws nothing, as `hidden` (SwiftUI's way to keep "
        + "a view's place while it is not shown); any other opacity is accepted, not drawn (the wireframe has "
        + "no transparency).",
      arguments: [
        ArgumentDeclaration(
          "opacity", .number(.fraction), .required(example: "0"), swiftUI: .unlabeled("opacity"),
          isKey: false,
          "from 0, not drawn, to 1")
      ], main: "opacity", produces: [.hidden, .accepted]
    ) { values in
      guard let opacity = values.number("opacity") else { return [] }
      return opacity == 0 ? [.hidden] : [.accepted(name: "opacity", value: opacity.formatted)]
    },
    ModifierDeclaration(
      "aspectRatio", "Offers the view the largest (fit) or smallest (fill) size of a ratio.",
      arguments: [
        ArgumentDeclaration(
          "ratio", .number(.ratio), .optional(default: "the view's own"), swiftUI: .unlabeled("aspectRatio"),
          "width over height"),
        ArgumentDeclaration(
          "contentMode", .choice(Choices(ContentMode.allCases.map(\.rawValue), kind: "content mode")),
          .optional(default: "fit"), standsAlone: true, "`fit` or `fill`"),
      ], main: "ratio", produces: [.aspectRatio]
    ) { values in
      [
        .aspectRatio(
          values.number("ratio"), contentMode: values.choice("contentMode").flatMap(ContentMode.init) ?? .fit)
      ]
    },
    ModifierDeclaration(
      "scaledToFit", "`aspectRatio(contentMode: .fit)`, as SwiftUI defines it: the view's own ratio, fitted.",
      isFlag: true, produces: [.aspectRatio]
    ) { _ in [.aspectRatio(nil, contentMode: .fit)] },
    ModifierDeclaration(
      "scaledToFill",
      "`aspectRatio(contentMode: .fill)`, as SwiftUI defines it: the view's own ratio, filling.",
      isFlag: true, produces: [.aspectRatio]
    ) { _ in [.aspectRatio(nil, contentMode: .fill)] },
    ModifierDeclaration(
      "font",
      "The font of text in the view and inside it; `size` fixes the point size, so Dynamic Type no longer scales it.",
      arguments: [
        ArgumentDeclaration(
          "font", .font, .required(example: "headline"), swiftUI: .unlabeled("font"), isKey: false,
          "a text style, with a weight and a fixed size")
      ], main: "font", isEnvironment: true, produces: [.font]
    ) { values in
      guard case .font(let font) = values["font"] else { return [] }
      return [.font(font)]
    },
    ModifierDeclaration(
      "multilineTextAlignment", "How the lines of text in the view align.",
      arguments: [
        ArgumentDeclaration(
          "multilineTextAlignment", .textAlignment, .required(example: "center"),
          swiftUI: .unlabeled("alignment"),
          isKey: false, "`leading`, `center` or `trailing`")
      ], main: "multilineTextAlignment", isEnvironment: true, produces: [.multilineTextAlignment]
    ) { values in
      guard case .textAlignment(let alignment) = values["multilineTextAlignment"] else { return [] }
      return [.multilineTextAlignment(alignment)]
    },
    ModifierDeclaration(
      "ignoresSafeArea", "Lets the view grow into the safe area on the given edges where it touches them.",
      arguments: [
        ArgumentDeclaration(
          "ignoresSafeArea", .edges, .optional(default: "all"), swiftUI: .label("edges"), isKey: false,
          "an edge or a list of edges")
      ], main: "ignoresSafeArea", isFlag: true, produces: [.ignoresSafeArea]
    ) { values in
      guard case .edges(let edges) = values["ignoresSafeArea"] else { return [.ignoresSafeArea(.all)] }
      return [.ignoresSafeArea(edges)]
    },
    ModifierDeclaration(
      "edgesIgnoringSafeArea",
      "SwiftUI's older spelling of `ignoresSafeArea(edges:)`, which apps still write: the view grows into the "
        + "safe area on the given edges where it touches them.",
      arguments: [
        ArgumentDeclaration(
          "edgesIgnoringSafeArea", .edges, .required(example: "all"), swiftUI: .unlabeled("edges"),
          isKey: false, "an edge or a list of edges")
      ], main: "edgesIgnoringSafeArea", produces: [.ignoresSafeArea]
    ) { values in
      guard case .edges(let edges) = values["edgesIgnoringSafeArea"] else { return [] }
      return [.ignoresSafeArea(edges)]
    },
    ModifierDeclaration(
      "environment",
      "Environment values of the view and everything inside it: the reading direction (playback controls or a "
        + "phone number in a right-to-left screen) and the Dynamic Type size change layout; the colour scheme "
        + "and locale are accepted, not drawn.",
      arguments: [
        ArgumentDeclaration(
          "layoutDirection",
          .choice(Choices(["ltr", "rtl", "leftToRight", "rightToLeft"], kind: "layout direction")),
          .optional(default: "the screen's"), swiftUI: .environmentKey("layoutDirection"),
          "`ltr` or `rtl` (`leftToRight`, `rightToLeft`)"),
        ArgumentDeclaration(
          "dynamicTypeSize", .typeSizes, .optional(default: "the screen's"),
          swiftUI: .environmentKey("dynamicTypeSize"), "a size, or a range it is clamped to"),
        ArgumentDeclaration(
          "colorScheme", .anyValue, .optional(), swiftUI: .environmentKey("colorScheme"),
          "accepted, not drawn"),
        ArgumentDeclaration(
          "locale", .anyValue, .optional(), swiftUI: .environmentKey("locale"), "accepted, not drawn"),
      ], isEnvironment: true,
      signature: ".environment(\\.layoutDirection | \\.dynamicTypeSize | \\.colorScheme | \\.locale, _:)",
      produces: [.layoutDirection, .dynamicTypeSize, .accepted]
    ) { values in
      values.entries.compactMap { entry -> Modifier? in
        switch entry.value {
        case .choice(let name):
          return .layoutDirection(name == "ltr" || name == "leftToRight" ? .leftToRight : .rightToLeft)
        case .typeSizes(let range): return .dynamicTypeSize(range)
        case .text(let value): return .accepted(name: "environment", value: "\(entry.name): \(value)")
        default: return nil
        }
      }
    },
    ModifierDeclaration(
      "flipsForRightToLeft",
      "Whether the view's picture mirrors in right-to-left, overriding the list of directional SF Symbols.",
      swiftUIName: "flipsForRightToLeftLayoutDirection",
      arguments: [
        ArgumentDeclaration(
          "flipsForRightToLeft", .bool, .required(example: "true"), swiftUI: .unlabeled("enabled"),
          isKey: false,
          "overrides the list of directional symbols")
      ], main: "flipsForRightToLeft", produces: [.flipsForRightToLeft]
    ) { values in
      [.flipsForRightToLeft(values.bool("flipsForRightToLeft") ?? true)]
    },
    ModifierDeclaration(
      "gridCellColumns", "How many columns of its Grid a cell spans.",
      arguments: [
        ArgumentDeclaration(
          "gridCellColumns", .integer(minimum: 1), .required(example: "2"), swiftUI: .unlabeled("count"),
          isKey: false, "a whole number from 1")
      ], main: "gridCellColumns", produces: [.gridCellColumns]
    ) { values in
      [.gridCellColumns(values.integer("gridCellColumns") ?? 1)]
    },
    ModifierDeclaration(
      "gridColumnAlignment",
      "The horizontal alignment of every cell in this cell's Grid column, over the grid's own (the first cell "
        + "of a column that gives one wins; a cell spanning columns keeps the grid's).",
      arguments: [
        ArgumentDeclaration(
          "gridColumnAlignment", .horizontalAlignment, .required(example: "trailing"),
          swiftUI: .unlabeled("guide"), isKey: false, "`leading`, `center` or `trailing`")
      ], main: "gridColumnAlignment", produces: [.layoutValue]
    ) { values in
      values.horizontalAlignment("gridColumnAlignment").map { [.gridColumnAlignment($0)] } ?? []
    },
    ModifierDeclaration(
      "checkIgnores",
      "Rules `layout-preview check` does not report for this view (docs/Check.md); not SwiftUI.",
      arguments: [
        ArgumentDeclaration(
          "checkIgnores", .text, .required(example: "hitRegion"), swiftUI: .unlabeled("rules"),
          isKey: false, "rule names, separated by commas or spaces")
      ], main: "checkIgnores", produces: [.checkIgnores]
    ) { values in
      let names = (values.text("checkIgnores") ?? "").split { $0 == "," || $0 == " " }.map(String.init)
      return [.checkIgnores(names)]
    },
  ]

  /// `background` or `overlay`: a view (or a colour's name) and its alignment.
  private static func decoration(
    _ name: String, _ summary: String, _ make: @escaping @Sendable (ViewNode, Alignment) -> Modifier
  ) -> ModifierDeclaration {
    ModifierDeclaration(
      name, summary,
      arguments: [
        ArgumentDeclaration("alignment", .alignment, .optional(default: "center"), "of the view on this one"),
        ArgumentDeclaration("content", .view, .optional(), "a view, or a colour's name"),
        ArgumentDeclaration(
          "in", .view, .optional(), "a shape the style fills (`\(name)(_:in:)`): drawn as that shape"),
      ], main: "content", produces: [name == "background" ? .background : .overlay]
    ) { values throws(DeclarationError) in
      // `background(.blue, in: .capsule)` fills the shape with the style: a wireframe draws the
      // shape (a colour is a role, not a line), so the shape stands for both.
      if case .view(let shape) = values["in"] {
        return [make(shape, values.alignment("alignment") ?? .center)]
      }
      guard case .view(let node) = values["content"] else {
        throw DeclarationError("'\(name)' needs 'content': a node or a colour name", at: .element)
      }
      return [make(node, values.alignment("alignment") ?? .center)]
    }
  }

  /// A frame of fixed lengths, or one whose finite lengths all scale with one text style
  /// (`infinity` may stand among them).
  private static func frame(_ values: ArgumentValues) throws(DeclarationError) -> [Modifier] {
    var spec = FrameSpec(alignment: values.alignment("alignment") ?? .center)
    let isScaled = values.entries.contains {
      if case .length(.scaled) = $0.value { true } else { false }
    }
    var style: TextStyle?
    for entry in values.entries {
      guard case .length(let length) = entry.value else { continue }
      switch length {
      case .fixed(let amount) where !isScaled:
        spec.setLength(entry.name, to: amount)
      case .fixed(let amount):
        guard entry.name.hasPrefix("max"), amount.isInfinite else {
          throw DeclarationError(
            "'\(entry.name)' is a fixed length in a frame with scaled lengths; scale it too, or put the fixed "
              + "lengths in a second frame under 'modifiers:'", at: .argumentValue(entry.name))
        }
        spec.setLength(entry.name, to: amount)
      case .scaled(let amount, let fieldStyle):
        if let style, style != fieldStyle {
          throw DeclarationError(
            "one frame scales relative to one text style; found '\(style.rawValue)' and '\(fieldStyle.rawValue)'",
            at: .argumentValue(entry.name))
        }
        style = fieldStyle
        spec.setLength(entry.name, to: amount)
      }
    }
    if let style { return [.scaledFrame(spec, relativeTo: style)] }
    for (axis, minimum, maximum) in [
      ("Width", spec.minWidth, spec.maxWidth), ("Height", spec.minHeight, spec.maxHeight),
    ] {
      if let minimum, let maximum, minimum > maximum {
        throw DeclarationError(
          "'min\(axis)' (\(minimum.formatted)) is larger than 'max\(axis)' (\(maximum.formatted))",
          at: .element)
      }
    }
    return [.frame(spec)]
  }
}

extension FrameSpec {
  /// Sets the length called `field` (`width`, `minHeight`, …) to `amount`.
  mutating func setLength(_ field: String, to amount: Double) {
    switch field {
    case "width": width = amount
    case "height": height = amount
    case "minWidth": minWidth = amount
    case "idealWidth": idealWidth = amount
    case "maxWidth": maxWidth = amount
    case "minHeight": minHeight = amount
    case "idealHeight": idealHeight = amount
    default: maxHeight = amount
    }
  }
}

extension Double {
  /// The number as a layout writes it: no trailing `.0` for whole numbers.
  package var formatted: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
