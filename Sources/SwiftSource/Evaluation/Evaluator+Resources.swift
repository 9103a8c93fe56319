import LayoutMapping

extension Evaluator {
  /// A library call of an app's resources in the spelling the mapping reads:
  ///
  /// - an image named by the resource Xcode generates for it (`Image(.fern)`,
  ///   `Image(ImageResource.fern)`, a model's `photo: ImageResource` shown with
  ///   `Image(plant.photo)`) or shown as decorative (`Image(decorative: "Fern")`) is `Image` with
  ///   the name, which the asset table reads as an asset's name or its resource's;
  /// - a `Text` read from a table (`Text("key", tableName: "Settings", bundle: .module)`) or shown
  ///   verbatim is `Text` with the string: the app's tables are merged into one, and the mapping
  ///   looks every string up.
  /// `Color("Leaf")`, `Color(.leaf)` or `Color(ColorResource.leaf)` of a colour set the app's asset
  /// catalogs have, as `Color(red:green:blue:)` with the set's components (its light appearance),
  /// which the mapping draws as the nearest standard colour; any other call as it is.
  func withAssetColor(_ call: Call) -> Call {
    guard call.name == "Color", call.base == nil, call.arguments.count == 1, let first = call.arguments.first,
      first.label == nil
    else { return call }
    let name: String
    switch first.value {
    case .string(let written): name = written
    case .member(let base, let member) where base == nil || base == "ColorResource": name = member
    default: return call
    }
    guard case let color?? = assets.color(named: name) else { return call }
    var components = call
    components.arguments = [("red", color.red), ("green", color.green), ("blue", color.blue)].map {
      Argument(label: $0.0, value: .number($0.1), source: first.source)
    }
    return components
  }

  static func namingResource(_ call: Call) -> Call {
    guard call.base == nil, let first = call.arguments.first else { return call }
    var call = call
    switch (call.name, first.label, first.value) {
    case ("Image", nil, .member(let base, let name)) where base == nil || base == "ImageResource":
      call.arguments[0].value = .string(name)
    case ("Image", "decorative", .string):
      call.arguments[0].label = nil
    case ("Text", "verbatim", _):
      call.arguments[0].label = nil
    case ("Text", nil, _):
      call.arguments.removeAll { ["tableName", "bundle", "comment"].contains($0.label) }
    default:
      break
    }
    return call
  }
}
