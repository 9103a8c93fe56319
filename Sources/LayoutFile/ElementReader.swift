import LayoutEngine
import Yams

/// Builds an `Element` from its name and arguments, applying SwiftUI's defaults for arguments
/// the file leaves out.
struct ElementReader {
  var context: ReadContext

  private var values: ValueReader { ValueReader(context: context) }

  /// What a scalar written as the element key's value means, by element: `Text: Hello` is the
  /// text, `Button: Sign In` the title, `Color: blue` the colour.
  static let mainArgument: [String: String] = [
    "Text": "text", "Label": "title", "Button": "title", "TextField": "placeholder",
    "SecureField": "placeholder", "Toggle": "title", "Color": "color", "Image": "photo",
    "ScrollView": "axis", "Spacer": "minLength", "Slider": "value", "ProgressView": "value",
    "NavigationStack": "navigationTitle", "Tab": "title", "TabView": "selection",
  ]

  /// The element `name` with `arguments`; `keyNode` locates "missing argument" diagnostics.
  func element(
    _ name: String, keyNode: Node, arguments: [String: MappingEntry]
  ) throws(LayoutFileError) -> Element {
    /// The argument's value node, if given.
    func argument(_ key: String) -> Node? { arguments[key]?.value }
    /// A required text argument.
    func required(_ key: String, example: String) throws(LayoutFileError) -> String {
      guard let node = argument(key) else {
        throw context.error("'\(name)' needs a \(key): write '\(name): \(example)'", at: keyNode)
      }
      return try values.string(node, for: key)
    }

    if let adaptive = try adaptiveElement(name, keyNode: keyNode, arguments: arguments) { return adaptive }
    switch name {
    case "VStack":
      return .vStack(
        alignment: try argument("alignment").map { node throws(LayoutFileError) in
          try values.horizontalAlignment(node, for: "alignment")
        } ?? .center,
        spacing: try optionalNumber(argument("spacing"), for: "spacing"))
    case "HStack":
      return .hStack(
        alignment: try argument("alignment").map { node throws(LayoutFileError) in
          try values.verticalAlignment(node, for: "alignment")
        } ?? .center,
        spacing: try optionalNumber(argument("spacing"), for: "spacing"))
    case "ZStack":
      return .zStack(
        alignment: try argument("alignment").map { node throws(LayoutFileError) in
          try values.alignment(node, for: "alignment")
        } ?? .center)
    case "Spacer":
      return .spacer(minLength: try optionalNumber(argument("minLength"), for: "minLength"))
    case "ScrollView":
      if let node = argument("showsIndicators") { _ = try values.bool(node, for: "showsIndicators") }
      if arguments["axis"] != nil, let both = arguments["axes"] {
        throw context.error("give either 'axis' or 'axes', not both", at: both.keyNode)
      }
      guard let node = argument("axis") ?? argument("axes") else { return .scrollView(axis: .vertical) }
      return .scrollView(axis: try values.axis(node, for: arguments["axis"] != nil ? "axis" : "axes"))
    case "Text":
      return .text(try required("text", example: "Hello"))
    case "Image":
      return try image(keyNode: keyNode, arguments: arguments)
    case "Label":
      return .label(
        title: try required("title", example: "Inbox"),
        systemImage: try requiredSymbol(argument("systemImage"), keyNode: keyNode))
    case "Button":
      let styles = ["plain", "borderless", "bordered", "prominent", "borderedProminent"]
      var style = ButtonStyle.plain
      if let node = argument("style") {
        switch try values.name(node, for: "style", among: styles, kind: "button style") {
        case "bordered": style = .bordered
        case "prominent", "borderedProminent": style = .prominent
        default: style = .plain
        }
      }
      var size = ControlSize.regular
      if let node = argument("controlSize") {
        let names = ControlSize.allCases.map(\.rawValue)
        size = ControlSize(
          rawValue: try values.name(
            node, for: "controlSize", among: names, kind: "control size",
            rejecting: [
              "mini": "the preview's smallest size is 'small'",
              "extraLarge": "the preview's largest size is 'large'",
            ]))!
      }
      return .button(title: try required("title", example: "Continue"), style: style, controlSize: size)
    case "TextField", "SecureField":
      let placeholder = try required("placeholder", example: "Email")
      let text = try argument("text").map { node throws(LayoutFileError) in
        try values.string(node, for: "text")
      }
      return name == "TextField"
        ? .textField(placeholder: placeholder, text: text)
        : .secureField(placeholder: placeholder, text: text)
    case "Toggle":
      let isOn = try argument("isOn").map { node throws(LayoutFileError) in
        try values.bool(node, for: "isOn")
      }
      return .toggle(title: try required("title", example: "Wi-Fi"), isOn: isOn ?? false)
    case "Slider":
      let value = try argument("value").map { node throws(LayoutFileError) in
        try values.number(node, for: "value", rule: .fraction)
      }
      return .slider(value: value ?? Vocabulary.defaultSliderValue)
    case "ProgressView":
      guard let node = argument("value") else { return .progressView(.circular) }
      return .progressView(.linear(try values.number(node, for: "value", rule: .fraction)))
    case "Divider":
      return .divider
    case "Rectangle":
      return .rectangle
    case "NavigationStack", "TabView", "Tab":
      return try BarElementReader(context: context).element(name, keyNode: keyNode, arguments: arguments)
    default:
      guard let node = argument("color") else {
        throw context.error("'Color' needs a colour name: write 'Color: blue'", at: keyNode)
      }
      return .color(try values.color(node, for: "Color"))
    }
  }

  /// A number argument that may be left out.
  private func optionalNumber(_ node: Node?, for key: String) throws(LayoutFileError) -> Double? {
    guard let node else { return nil }
    return try values.number(node, for: key)
  }

  /// An SF Symbol name, which must be given and not be empty.
  private func requiredSymbol(_ node: Node?, keyNode: Node) throws(LayoutFileError) -> String {
    guard let node else {
      throw context.error("'Label' needs a 'systemImage', such as 'systemImage: tray'", at: keyNode)
    }
    let name = try values.string(node, for: "systemImage")
    guard !name.isEmpty else { throw context.expected("an SF Symbol name", for: "systemImage", found: node) }
    return name
  }

  /// `Image: {systemName: star}`, `Image: {photo: beach, width: 400, height: 300}` or
  /// `Image: beach`; a photo given one dimension keeps the default 4:3 shape.
  private func image(keyNode: Node, arguments: [String: MappingEntry]) throws(LayoutFileError) -> Element {
    let resizable =
      try arguments["resizable"].map { entry throws(LayoutFileError) in
        try values.bool(entry.value, for: "resizable")
      } ?? false
    if let symbol = arguments["systemName"] {
      if let photo = arguments["photo"] {
        throw context.error("an Image shows either 'systemName' or 'photo', not both", at: photo.keyNode)
      }
      for key in ["width", "height"] {
        if let entry = arguments[key] {
          throw context.error(
            "'\(key)' is a photo's natural size; size a symbol with 'font' instead", at: entry.keyNode)
        }
      }
      let name = try values.string(symbol.value, for: "systemName")
      return .image(.symbol(name), resizable: resizable)
    }
    guard let photo = arguments["photo"] else {
      throw context.error(
        "'Image' needs 'systemName' (an SF Symbol) or 'photo' (a picture): write "
          + "'Image: {systemName: star}'", at: keyNode)
    }
    let name = try values.string(photo.value, for: "photo")
    let defaults = Vocabulary.defaultPhotoSize
    let width = try arguments["width"].map { entry throws(LayoutFileError) in
      try values.number(entry.value, for: "width")
    }
    let height = try arguments["height"].map { entry throws(LayoutFileError) in
      try values.number(entry.value, for: "height")
    }
    let ratio = defaults.width / defaults.height
    let size = Size(
      width: width ?? height.map { $0 * ratio } ?? defaults.width,
      height: height ?? width.map { $0 / ratio } ?? defaults.height)
    return .image(.photo(name, naturalSize: size), resizable: resizable)
  }
}
