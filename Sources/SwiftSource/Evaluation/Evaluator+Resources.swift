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
