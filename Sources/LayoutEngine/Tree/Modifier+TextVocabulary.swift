extension Modifier {
  /// The text modifiers besides `font` and `multilineTextAlignment`: weight, italic and design,
  /// line limits and spacing, shrinking, truncation, case and the Dynamic Type range. All are
  /// environment values, applying to every text inside the view.
  package static let textDeclarations: [ModifierDeclaration] = [
    ModifierDeclaration(
      "fontWeight", "The weight of text in the view, over its font's own.",
      arguments: [
        ArgumentDeclaration(
          "fontWeight", .fontWeight, .required(example: "bold"), swiftUI: .unlabeled("weight"), isKey: false,
          "a weight")
      ], main: "fontWeight", isEnvironment: true, produces: [.fontWeight]
    ) { values in
      guard case .fontWeight(let weight) = values["fontWeight"] else { return [] }
      return [.fontWeight(weight)]
    },
    flag("bold", "Bold text: the `bold` weight.", produces: .fontWeight) { .fontWeight(.bold) },
    flag("italic", "Italic text; it keeps the upright widths.", produces: .italic) { .italic },
    flag(
      "monospaced", "Monospaced text (SF Mono): every character 1229/2048 em wide, wide characters 1 em.",
      produces: .fontDesign
    ) { .fontDesign(.monospaced) },
    ModifierDeclaration(
      "monospacedDigit", "Digits of one width, the widest digit's of the weight (tabular figures).",
      isFlag: true, isEnvironment: true, produces: [.monospacedDigit]
    ) { _ in [.monospacedDigit] },
    ModifierDeclaration(
      "fontDesign",
      "The design of text in the view: `monospaced` is measured as SF Mono, the others as SF Pro.",
      arguments: [
        ArgumentDeclaration(
          "fontDesign", .choice(Choices(FontDesign.allCases.map(\.rawValue), kind: "font design")),
          .required(example: "rounded"), swiftUI: .unlabeled("design"), isKey: false,
          "`default`, `rounded`, `serif` or `monospaced`")
      ], main: "fontDesign", isEnvironment: true, produces: [.fontDesign]
    ) { values in
      [.fontDesign(values.choice("fontDesign").flatMap(FontDesign.init) ?? .default)]
    },
    ModifierDeclaration(
      "lineLimit",
      "The most lines text in the view may take; a range's lower bound, or the limit with `reservesSpace`, is the "
        + "lines its height always has room for.",
      arguments: [
        ArgumentDeclaration(
          "limit", .lineRange, .required(example: "2"), swiftUI: .unlabeled("limit"),
          "a whole number from 1, `none`, or a range `2...3`, `2...`, `...3`"),
        ArgumentDeclaration(
          "reservesSpace", .bool, .optional(default: "false"), "room for `limit` lines however short the text"
        ),
      ], main: "limit", isEnvironment: true, produces: [.lineLimit, .reservedLines]
    ) { values throws(DeclarationError) in
      guard case .lineRange(let lower, let upper) = values["limit"] else { return [] }
      if values.bool("reservesSpace") == true {
        guard lower == nil, let upper else {
          throw DeclarationError(
            "'reservesSpace' goes with one number of lines, such as 'limit: 3'",
            at: .argumentName("reservesSpace"))
        }
        return [.lineLimit(upper), .reservedLines(upper)]
      }
      return [.lineLimit(upper)] + (lower.map { [.reservedLines($0)] } ?? [])
    },
    ModifierDeclaration(
      "lineSpacing", "Extra space between lines of text, none after the last.",
      arguments: [
        ArgumentDeclaration(
          "lineSpacing", .number(.length), .required(example: "4"), swiftUI: .unlabeled("lineSpacing"),
          isKey: false, "points")
      ], main: "lineSpacing", isEnvironment: true, produces: [.lineSpacing]
    ) { values in
      [.lineSpacing(values.number("lineSpacing") ?? 0)]
    },
    ModifierDeclaration(
      "minimumScaleFactor",
      "How far text may shrink to fit before it truncates: the largest size from the factor up to its own at "
        + "which it fits.",
      arguments: [
        ArgumentDeclaration(
          "minimumScaleFactor", .number(.fraction), .required(example: "0.5"), swiftUI: .unlabeled("factor"),
          isKey: false, "0 to 1")
      ], main: "minimumScaleFactor", isEnvironment: true, produces: [.minimumScaleFactor]
    ) { values in
      [.minimumScaleFactor(values.number("minimumScaleFactor") ?? 1)]
    },
    ModifierDeclaration(
      "truncationMode",
      "Where a truncated last line shows its \"…\": `tail` (its end), `head` (its start: the end of the text "
        + "is kept) or `middle`.",
      arguments: [
        ArgumentDeclaration(
          "truncationMode",
          .choice(Choices(TruncationMode.allCases.map(\.rawValue), kind: "truncation mode")),
          .required(example: "middle"), swiftUI: .unlabeled("mode"), isKey: false,
          "`head`, `middle` or `tail`")
      ], main: "truncationMode", isEnvironment: true, produces: [.truncationMode]
    ) { values in
      [.truncationMode(values.choice("truncationMode").flatMap(TruncationMode.init) ?? .tail)]
    },
    ModifierDeclaration(
      "textCase", "Text shown, and measured, upper- or lower-cased; `none` as written.",
      arguments: [
        ArgumentDeclaration(
          "textCase", .choice(Choices(TextCase.allCases.map(\.rawValue) + ["none"], kind: "text case")),
          .required(example: "uppercase"), swiftUI: .unlabeled("textCase"), isKey: false,
          "`uppercase`, `lowercase` or `none`")
      ], main: "textCase", isEnvironment: true, produces: [.textCase]
    ) { values in
      [.textCase(values.choice("textCase").flatMap(TextCase.init))]
    },
    ModifierDeclaration(
      "dynamicTypeSize",
      "Clamps the Dynamic Type size of text and scaled metrics in the view to a range (`...xxxLarge`), or sets one.",
      arguments: [
        ArgumentDeclaration(
          "dynamicTypeSize", .typeSizes, .required(example: "...xxxLarge"), swiftUI: .unlabeled("range"),
          isKey: false, "a size or a range of sizes")
      ], main: "dynamicTypeSize", isEnvironment: true, produces: [.dynamicTypeSize]
    ) { values in
      guard case .typeSizes(let range) = values["dynamicTypeSize"] else { return [] }
      return [.dynamicTypeSize(range)]
    },
  ]

  /// A text modifier SwiftUI writes `.name()` or `.name(_ isActive: Bool)`: `true` (or `{}`) applies
  /// it, `false` leaves it out.
  private static func flag(
    _ name: String, _ summary: String, produces kind: Modifier.Kind,
    _ make: @escaping @Sendable () -> Modifier
  ) -> ModifierDeclaration {
    ModifierDeclaration(
      name, summary,
      arguments: [
        ArgumentDeclaration(
          "isActive", .bool, .optional(default: "true"), swiftUI: .unlabeled("isActive"), isKey: false,
          "`false` leaves it out")
      ], main: "isActive", isFlag: true, isEnvironment: true, produces: [kind]
    ) { values in
      values.isBareCall || values.bool("isActive") == true ? [make()] : []
    }
  }
}
