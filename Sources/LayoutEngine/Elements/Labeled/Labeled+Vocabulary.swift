extension Labeled {
  /// `LabeledContent`, `NavigationLink`, `Picker`.
  package static let declarations = [
    ElementDeclaration(
      "LabeledContent", "A label and a value on one row, the value trailing.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .required(example: "Version"), swiftUI: .unlabeled("title"), "the label"),
        ArgumentDeclaration("value", .text, .optional(default: "none: the content"), "the value's text"),
      ], main: "title", content: .views,
      arrangeChildren: { values, content in
        [label(values, "title")] + (values.text("value").map { [value($0, values, "value")] } ?? []) + content
      }
    ) { _ in .labeledContent },
    ElementDeclaration(
      "NavigationLink",
      "A row that opens another screen: in a list its label and the disclosure chevron, elsewhere a plain "
        + "button.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .optional(default: "none: the first view of the content"),
          swiftUI: .unlabeled("title"), "the label"),
        ArgumentDeclaration(
          "destination", .view, .optional(default: "none"), "the screen it opens (not shown)"),
      ], main: "title", content: .views,
      arrangeChildren: { values, content in
        (values.has("title") ? [label(values, "title")] : []) + content
      }
    ) { _ in .navigationLink },
    ElementDeclaration(
      "Picker", "A choice of options: a form row, a menu, segments, inline rows or a wheel.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .required(example: "Appearance"), swiftUI: .unlabeled("title"), "the label"
        ),
        ArgumentDeclaration(
          "selection", .text, .optional(default: "the first option"), "the selected option's text"),
        ArgumentDeclaration(
          "style", .choice(pickerStyles), .optional(default: "menu"), swiftUI: .modifier("pickerStyle"),
          "`.menu` (`.automatic`), `.segmented`, `.inline`, `.wheel` or `.navigationLink`"),
        Control.labelsHidden,
        ArgumentDeclaration(
          "options", .textList, .optional(default: "none: the content"), swiftUI: .previewOnly,
          "the options' texts, before the content's views"),
      ], main: "title", content: .views, arrangeChildren: pickerChildren
    ) { values in
      let style = values.choice("style").flatMap(PickerStyle.init(rawValue:)) ?? .menu
      return .picker(style, labelsHidden: values.bool("labelsHidden") ?? false)
    },
  ]

  /// SwiftUI's picker styles on iOS; `automatic` is `menu`.
  private static let pickerStyles = Choices(
    ["automatic"] + PickerStyle.allCases.map(\.rawValue), kind: "picker style",
    rejected: ["palette": "the preview draws iOS's menu, segmented, inline, wheel and navigationLink styles"])

  /// A picker's label, the selected option's text (the selection, else the first option's), then
  /// the options: the `options` texts, then the content's views.
  private static func pickerChildren(_ values: ArgumentValues, _ content: [ViewNode]) -> [ViewNode] {
    let options = (values.texts("options") ?? []).map { text($0, values, "options") } + content
    let selected = values.text("selection") ?? options.first?.element.shownText ?? ""
    return [label(values, "title"), value(selected, values, "selection")] + options
  }

  /// The label: argument `key`'s text.
  private static func label(_ values: ArgumentValues, _ key: String) -> ViewNode {
    text(values.text(key) ?? "", values, key)
  }

  /// A value's `Text`, located where argument `key` is written.
  private static func value(_ string: String, _ values: ArgumentValues, _ key: String) -> ViewNode {
    text(string, values, key)
  }

  /// A `Text` of `string`, located where argument `key` is written.
  private static func text(_ string: String, _ values: ArgumentValues, _ key: String) -> ViewNode {
    ViewNode(.text(string), source: values.source(of: key))
  }
}
