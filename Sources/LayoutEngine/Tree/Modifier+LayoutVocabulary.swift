extension Modifier {
  /// The layout modifiers of the safe area, list rows, container-relative sizes, absolute
  /// positions, paint order and symbol scale, and text's tracking.
  package static let layoutDeclarations: [ModifierDeclaration] = [
    ModifierDeclaration(
      "safeAreaInset",
      "A view placed at an edge (offered the whole length across it); the view's safe area shrinks by it and "
        + "`spacing`, and the view is laid out in the rest, while content that ignores the safe area reaches under it.",
      arguments: [
        ArgumentDeclaration(
          "edge", .choice(Choices(SafeAreaEdge.allCases.map(\.rawValue), kind: "edge")),
          .required(example: "bottom"), "`top`, `bottom`, `leading` or `trailing`"),
        ArgumentDeclaration(
          "alignment", .alignment, .optional(default: "center"),
          "across the edge (its horizontal part for `top`/`bottom`, vertical for `leading`/`trailing`)"),
        ArgumentDeclaration(
          "spacing", .number(.length), .optional(default: "8"), "between the inset's view and the view"),
        ArgumentDeclaration("content", .view, .required(example: "{Text: Total}"), "the view at the edge"),
      ], produces: [.safeAreaInset]
    ) { values throws(DeclarationError) in
      guard case .view(let node) = values["content"] else {
        throw DeclarationError("'safeAreaInset' needs 'content': the view at the edge", at: .element)
      }
      return [
        .safeAreaInset(
          node, edge: values.choice("edge").flatMap(SafeAreaEdge.init) ?? .bottom,
          alignment: values.alignment("alignment") ?? .center, spacing: values.number("spacing"))
      ]
    },
    ModifierDeclaration(
      "safeAreaPadding",
      "Pads the view's safe area, not its content: laid out as `padding`, but content that ignores the safe area "
        + "reaches into the padding.",
      arguments: [
        ArgumentDeclaration(
          "safeAreaPadding", .insets, .optional(default: "16 on every edge"), swiftUI: .unlabeled("insets"),
          isKey: false, "a length for every edge, or lengths by edge")
      ], main: "safeAreaPadding", produces: [.safeAreaPadding]
    ) { values throws(DeclarationError) in
      [.safeAreaPadding(try fixedInsets(values, "safeAreaPadding") ?? EdgeInsets(all: 16))]
    },
    ModifierDeclaration(
      "toolbarVisibility",
      "Hides or shows a bar of the navigation stack or tab view around the view: a hidden bar takes no space "
        + "and is not drawn. SwiftUI's older `.toolbar(_ visibility:for:)` is the same modifier.",
      arguments: [
        ArgumentDeclaration(
          "visibility", .choice(Choices(["hidden", "visible", "automatic"], kind: "visibility")),
          .required(example: "hidden"), swiftUI: .unlabeled("visibility"),
          "`hidden`, `visible` or `automatic`"),
        ArgumentDeclaration(
          "for",
          .choice(
            Choices(
              ToolbarBar.allCases.map(\.rawValue), kind: "bar",
              rejected: [
                "windowToolbar": "'windowToolbar' is macOS's; iOS has 'navigationBar', 'tabBar', 'bottomBar'"
              ]
            )), .required(example: "tabBar"), "the bar: `navigationBar`, `tabBar` or `bottomBar`"),
      ], main: "visibility", produces: [.toolbarVisibility]
    ) { values in
      [
        .toolbarVisibility(
          values.choice("for").flatMap(ToolbarBar.init(rawValue:)) ?? .navigationBar,
          isHidden: values.choice("visibility") == "hidden")
      ]
    },
    ModifierDeclaration(
      "navigationSplitViewColumnWidth",
      "The width of the NavigationSplitView column this view is the root of: `width`, or `ideal` between "
        + "`min` and `max` (the column opens at its ideal width; the others only bound a person's resizing).",
      arguments: [
        ArgumentDeclaration(
          "width", .number(.length), .optional(default: "none"), swiftUI: .unlabeled("width"),
          "a fixed width"),
        ArgumentDeclaration("min", .number(.length), .optional(default: "none"), "the narrowest"),
        ArgumentDeclaration("ideal", .number(.length), .optional(default: "none"), "the width it opens at"),
        ArgumentDeclaration("max", .number(.length), .optional(default: "none"), "the widest"),
      ], main: "width", produces: [.columnWidth]
    ) { values throws(DeclarationError) in
      guard let width = values.number("width") ?? values.number("ideal") else {
        throw DeclarationError(
          "'navigationSplitViewColumnWidth' needs 'width' or 'ideal' (SwiftUI's ideal width)", at: .element)
      }
      if values.number("width") != nil, values.number("ideal") != nil {
        throw DeclarationError(
          "'navigationSplitViewColumnWidth' takes 'width' or 'ideal', not both", at: .argumentName("ideal"))
      }
      if let min = values.number("min"), min > width {
        throw DeclarationError(
          "'min' (\(min.formatted)) is wider than the ideal width (\(width.formatted))",
          at: .argumentValue("min"))
      }
      if let max = values.number("max"), max < width {
        throw DeclarationError(
          "'max' (\(max.formatted)) is narrower than the ideal width (\(width.formatted))",
          at: .argumentValue("max"))
      }
      return [.columnWidth(width)]
    },
    ModifierDeclaration(
      "listRowInsets",
      "A List or Form row's content insets in its cell, replacing the list's (16 at the sides, 11 above and "
        + "below); the row stays at least 44 pt tall.",
      arguments: [
        ArgumentDeclaration(
          "listRowInsets", .insets, .required(example: "0"), swiftUI: .unlabeled("insets"), isKey: false,
          "a length for every edge, or lengths by edge")
      ], main: "listRowInsets", produces: [.listRowInsets]
    ) { values throws(DeclarationError) in
      [.listRowInsets(try fixedInsets(values, "listRowInsets"))]
    },
    ModifierDeclaration(
      "listRowSeparator",
      "Whether a List or Form row's separators show: `hidden` draws none on its `top` (the line above it) or "
        + "`bottom` edge (the line under it).",
      arguments: [
        ArgumentDeclaration(
          "visibility", .choice(Choices(["hidden", "visible", "automatic"], kind: "visibility")),
          .required(example: "hidden"), swiftUI: .unlabeled("visibility"),
          "`hidden`, `visible` or `automatic`"),
        ArgumentDeclaration(
          "edges", .edges, .optional(default: "all"), "`top`, `bottom` or `all`"),
      ], main: "visibility", produces: [.listRowSeparatorHidden]
    ) { values in
      guard values.choice("visibility") == "hidden" else { return [.listRowSeparatorHidden([])] }
      guard case .edges(let edges) = values["edges"] else { return [.listRowSeparatorHidden(.vertical)] }
      return [.listRowSeparatorHidden(edges.intersection(.vertical))]
    },
    ModifierDeclaration(
      "containerRelativeFrame",
      "On the given axes, a share of the nearest container's length (a scroll view's viewport, else the screen's "
        + "safe area): `count` equal parts `spacing` apart, of which the view spans `span`; the view is offered it "
        + "and aligned in it.",
      arguments: [
        ArgumentDeclaration(
          "axes", .axes, .required(example: "horizontal"), swiftUI: .unlabeled("axes"),
          "`horizontal`, `vertical` or both"),
        ArgumentDeclaration(
          "count", .integer(minimum: 1), .optional(default: "1"), "equal parts of the container"),
        ArgumentDeclaration("span", .integer(minimum: 1), .optional(default: "1"), "parts the view takes"),
        ArgumentDeclaration("spacing", .number(.length), .optional(default: "0"), "between the parts"),
        ArgumentDeclaration("alignment", .alignment, .optional(default: "center"), "of the view in its size"),
      ], main: "axes", produces: [.containerRelativeFrame]
    ) { values in
      guard case .axes(let horizontal, let vertical) = values["axes"] else { return [] }
      return [
        .containerRelativeFrame(
          ContainerRelativeFrame(
            horizontal: horizontal, vertical: vertical, count: values.integer("count") ?? 1,
            span: values.integer("span") ?? 1, spacing: values.number("spacing") ?? 0,
            alignment: values.alignment("alignment") ?? .center))
      ]
    },
    ModifierDeclaration(
      "position",
      "Takes the whole offer and centres the view at a point of it, `x` from the leading edge (mirrored in "
        + "right-to-left, as SwiftUI flips every view's x in its parent).",
      arguments: [
        ArgumentDeclaration("x", .number(.signed), .optional(default: "0"), "from the leading edge"),
        ArgumentDeclaration("y", .number(.signed), .optional(default: "0"), "from the top"),
      ], produces: [.position]
    ) { values in
      [.position(x: values.number("x") ?? 0, y: values.number("y") ?? 0)]
    },
    ModifierDeclaration(
      "zIndex",
      "Paint order among the view's siblings (a ZStack's children, overlapping views): higher in front; layout is "
        + "unchanged.",
      arguments: [
        ArgumentDeclaration(
          "zIndex", .number(.signed), .required(example: "1"), swiftUI: .unlabeled("value"), isKey: false,
          "may be negative")
      ], main: "zIndex", produces: [.zIndex]
    ) { values in
      [.zIndex(values.number("zIndex") ?? 0)]
    },
    ModifierDeclaration(
      "imageScale",
      "The scale of SF Symbols in the view: `small` 0.783 and `large` 1.29 times the `medium` box (SF Symbols' "
        + "template scales).",
      arguments: [
        ArgumentDeclaration(
          "imageScale", .choice(Choices(ImageScale.allCases.map(\.rawValue), kind: "image scale")),
          .required(example: "large"), swiftUI: .unlabeled("scale"), isKey: false,
          "`small`, `medium` or `large`")
      ], main: "imageScale", isEnvironment: true, produces: [.imageScale]
    ) { values in
      [.imageScale(values.choice("imageScale").flatMap(ImageScale.init) ?? .medium)]
    },
    tracking("kerning", "Extra space after each character of text in the view (its last too), in points."),
    tracking("tracking", "Extra space after each character of text in the view (its last too), in points."),
  ]

  /// `kerning` or `tracking`: the same widths in a wireframe (they differ only in ligatures).
  private static func tracking(_ name: String, _ summary: String) -> ModifierDeclaration {
    ModifierDeclaration(
      name, summary,
      arguments: [
        ArgumentDeclaration(
          name, .number(.signed), .required(example: "2"), swiftUI: .unlabeled(name), isKey: false,
          "points; may be negative")
      ], main: name, isEnvironment: true, produces: [.tracking]
    ) { values in
      [.tracking(values.number(name) ?? 0)]
    }
  }

  /// Insets of fixed lengths; a scaled metric is refused (SwiftUI's `EdgeInsets` holds points).
  private static func fixedInsets(_ values: ArgumentValues, _ name: String) throws(DeclarationError)
    -> EdgeInsets?
  {
    guard case .insets(let insets) = values[name] else { return nil }
    if insets.scaled != nil {
      throw DeclarationError(
        "'\(name)' takes lengths in points, not scaled metrics", at: .argumentValue(name))
    }
    return insets.fixed ?? EdgeInsets()
  }
}
