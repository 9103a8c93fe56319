extension Picture {
  /// The size a photo gets when a layout gives none: a 4:3 landscape picture.
  package static let defaultPhotoSize = Size(width: 400, height: 300)

  /// `Image`, `AsyncImage`.
  package static let declarations = [
    ElementDeclaration(
      "AsyncImage", "A remote image's placeholder while it loads, taking the space it is offered.",
      arguments: [
        ArgumentDeclaration("url", .text, .optional(default: "none"), "the image's URL (not loaded)")
      ],
      main: "url"
    ) { _ in .asyncImage },
    ElementDeclaration(
      "Image", "An SF Symbol sized by the current font, or a photo placeholder with its natural size.",
      arguments: [
        ArgumentDeclaration(
          "systemName", .symbolName, .optional(), "an SF Symbol, sized by the current font"),
        ArgumentDeclaration(
          "photo", .text, .optional(), swiftUI: .unlabeled("name"), "a photo placeholder's name"),
        ArgumentDeclaration(
          "width", .number(.length), .optional(default: "400, or 4:3 of the height"), swiftUI: .previewOnly,
          "a photo's natural width"),
        ArgumentDeclaration(
          "height", .number(.length), .optional(default: "300, or 3:4 of the width"), swiftUI: .previewOnly,
          "a photo's natural height"),
        ArgumentDeclaration(
          "resizable", .bool, .optional(default: "false"), swiftUI: .modifier("resizable"),
          "takes the space it is offered"),
      ], main: "photo",
      needsOneOf: OneOf(
        ["systemName", "photo"],
        message:
          "'Image' needs 'systemName' (an SF Symbol) or 'photo' (a picture): write 'Image: {systemName: star}'"
      ),
      signature: "Image(systemName:) or Image(_ name:)",
      build: image),
  ]

  /// A symbol (`width` and `height` are a photo's only) or a photo; a photo given one dimension
  /// keeps the default 4:3 shape.
  private static func image(_ values: ArgumentValues) throws(DeclarationError) -> Element {
    let resizable = values.bool("resizable") ?? false
    if let symbol = values.text("systemName") {
      if values.has("photo") {
        throw DeclarationError(
          "an Image shows either 'systemName' or 'photo', not both", at: .argumentName("photo"))
      }
      for key in ["width", "height"] where values.has(key) {
        throw DeclarationError(
          "'\(key)' is a photo's natural size; size a symbol with 'font' instead", at: .argumentName(key))
      }
      return .image(.symbol(symbol), resizable: resizable)
    }
    guard let photo = values.text("photo") else {
      preconditionFailure("one of systemName and photo is given")
    }
    let defaults = defaultPhotoSize
    let width = values.number("width")
    let height = values.number("height")
    let ratio = defaults.width / defaults.height
    let size = Size(
      width: width ?? height.map { $0 * ratio } ?? defaults.width,
      height: height ?? width.map { $0 / ratio } ?? defaults.height)
    return .image(.photo(photo, naturalSize: size), resizable: resizable)
  }
}
