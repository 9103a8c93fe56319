import TestSupport

extension GoldenFiles {
  /// The wireframe and SVG golden files, in Tests/WireframeTests/Golden.
  static let wireframes = GoldenFiles("Tests/WireframeTests/Golden")

  /// Every golden file some suite reads, by name: a file in the folder not listed here is read
  /// by no test (`GoldenFileInventoryTests`). A new golden suite adds its names here.
  static var namesRead: [String] {
    GoldenWireframeTests.goldenNames + LanguageGoldenTests.goldenNames
      + AdaptiveGoldenTests.goldenNames + SystemChromeGoldenTests.goldenNames + SVGGoldenTests.goldenNames
  }
}
