import LayoutEngine

extension ViewMapper {
  /// What the app's own resources say of an element's arguments, after its main string is
  /// translated: an image's size from the asset catalogs, and the English string of every other
  /// text argument that is a key of the string tables.
  func applyAppResources(_ declaration: ElementDeclaration, _ call: Call, _ values: inout ArgumentValues) {
    sizeFromAssets(declaration, call, &values)
    englishOfKeys(declaration, &values)
  }

  /// A text argument other than the main string that is a key of the app's tables
  /// (`.navigationTitle("garden.title")`) shows its English string: the engine translates an
  /// element's main string only, so these stay English in every language, but never show a raw
  /// key. An element that builds `Text`s of its arguments (a section's header) keeps its keys:
  /// those `Text`s are translated after mapping (`StringTable.translatingTexts(in:)`).
  private func englishOfKeys(_ declaration: ElementDeclaration, _ values: inout ArgumentValues) {
    guard !strings.isEmpty, declaration.arrangeChildren == nil else { return }
    for entry in values.entries where entry.name != declaration.localizedArgument {
      guard case .text(let key) = entry.value, let english = strings.translations(of: key)?["en"],
        english != key
      else { continue }
      values.replace(entry.name, with: .text(english))
    }
  }

  /// An `Image("Fern")` of the app at the size its asset catalog gives it, as SwiftUI lays an
  /// image out at its own size: the image's `width` and `height` from the table; a symbol set's
  /// name (`Image("leaf.sprout")`) as a symbol, sized by its font.
  ///
  /// With image sets read and the name in none of them, SwiftUI finds no image and draws nothing:
  /// the image is laid out as that empty image, 0 × 0 (also when resizable), with a warning, rather
  /// than as a photo the preview invents. Without image sets, or for a name that is itself not
  /// known, nothing is known, and the photo keeps its default size.
  private func sizeFromAssets(_ declaration: ElementDeclaration, _ call: Call, _ values: inout ArgumentValues)
  {
    guard declaration.name == "Image", !assets.isEmpty, let name = values.text("photo"),
      !values.has("width"), !values.has("height")
    else { return }
    let source = values.source(of: "photo")
    if assets.isSymbol(name) {
      var symbol = ArgumentValues(isBareCall: values.isBareCall)
      for entry in values.entries where entry.name != "photo" {
        symbol.append(entry.name, entry.value, source: entry.source)
      }
      symbol.append("systemName", .text(name), source: source)
      values = symbol
      return
    }
    // Without image sets (a template's catalog holds only the app icon and accent colour), or with
    // a name the preview could not know (`‹item.photo›`), the image is not known to be missing.
    guard !assets.images.isEmpty, !name.contains("‹") else { return }
    guard let image = assets.image(named: name) else {
      warn(
        "no image named '\(name)' is in the app's asset catalogs; SwiftUI draws nothing for it, so it is laid out empty (0 × 0)",
        at: source ?? call.source, once: "asset \(name)")
      values.append("width", .number(0), source: source)
      values.append("height", .number(0), source: source)
      values.replace("resizable", with: .bool(false))
      return
    }
    guard let size = image.size else {
      warn(
        "the size of image '\(name)' could not be read from its asset catalog; drawn at the preview's photo size",
        at: source ?? call.source, once: "asset \(name)")
      return
    }
    values.append("width", .number(size.width), source: source)
    values.append("height", .number(size.height), source: source)
  }
}
