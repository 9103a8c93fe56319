extension Shape {
  /// SwiftUI's standard colour names, accepted by `Color` and the colour shorthand of
  /// `background` and `overlay`.
  package static let colorNames = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
    "brown", "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
  ]

  /// `Rectangle`, `Color`, `Circle`, `Capsule`, `RoundedRectangle`, `Ellipse`, `Placeholder`.
  package static let declarations = [
    ElementDeclaration("Rectangle", "A rectangle that fills the space it is offered.") { _ in .rectangle },
    ElementDeclaration("Circle", "The largest circle that fits the space it is offered, centred.") { _ in
      .circle
    },
    ElementDeclaration("Capsule", "A rectangle with fully rounded ends that fills the space it is offered.") {
      _ in
      .capsule
    },
    ElementDeclaration(
      "RoundedRectangle", "A rectangle with rounded corners that fills the space it is offered.",
      arguments: [
        ArgumentDeclaration(
          "cornerRadius", .number(.length), .required(example: "12"), "the corners' radius in points")
      ], main: "cornerRadius"
    ) { values in
      .roundedRectangle(cornerRadius: values.number("cornerRadius")!)
    },
    ElementDeclaration("Ellipse", "The ellipse that fills the space it is offered.") { _ in .ellipse },
    ElementDeclaration(
      "Color", "A rectangle in one of SwiftUI's standard colours.",
      arguments: [
        ArgumentDeclaration(
          "color", .colorName, .required(example: "blue", noun: "a colour name"), swiftUI: .previewOnly,
          isKey: false, "the colour's name")
      ], main: "color", signature: "Color.<name>"
    ) { values in
      .color(values.text("color")!)
    },
    ElementDeclaration(
      "Placeholder",
      "A labelled box for a view the preview cannot draw (a view of another module in Swift source).",
      arguments: [
        ArgumentDeclaration(
          "name", .text, .required(example: "SalesChart", noun: "a view's name"), swiftUI: .previewOnly,
          "the name shown in the box")
      ], main: "name", signature: "Placeholder (a reader's stand-in, not SwiftUI's)"
    ) { values in
      .placeholder(values.text("name")!)
    },
  ]
}
