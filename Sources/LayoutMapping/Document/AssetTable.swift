import LayoutEngine

/// An app's images and colours by name, as its asset catalogs (`*.xcassets`) give them: what
/// `Image("Fern")`, `Image(.fern)` and `Color(.leaf)` stand for.
///
/// The Swift reader fills it from the catalogs of the project a file is in; the mapper gives an
/// `Image` of the app its size in points, as SwiftUI lays an image out at its size.
public struct AssetTable: Sendable, Hashable {
  /// An image set: its size in points when a file of it could be measured.
  public struct Image: Sendable, Hashable {
    /// The size SwiftUI lays the image out at: the 1x file's pixels, the 2x file's halved, the 3x
    /// file's divided by three, or a vector's (PDF, SVG) own size.
    public var size: Size?

    public init(size: Size?) {
      self.size = size
    }
  }

  /// A colour set's colour (its light, or any, appearance), each component from 0 to 1.
  public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
      self.red = red
      self.green = green
      self.blue = blue
    }
  }

  /// Image sets by asset name.
  public var images: [String: Image]
  /// Colour sets by asset name; `nil` for a set whose colour could not be read (a system colour
  /// it refers to, another colour space).
  public var colors: [String: Color?]
  /// Symbol sets (custom SF Symbols) by asset name.
  public var symbols: Set<String>

  public init(images: [String: Image] = [:], colors: [String: Color?] = [:], symbols: Set<String> = []) {
    self.images = images
    self.colors = colors
    self.symbols = symbols
  }

  /// Whether no catalog gave anything: then an image the code names is not known to be missing.
  public var isEmpty: Bool { images.isEmpty && colors.isEmpty && symbols.isEmpty }

  /// `other`'s assets added where this table has none of the name (the nearer catalog wins).
  public func merging(_ other: AssetTable) -> AssetTable {
    AssetTable(
      images: images.merging(other.images) { nearer, _ in nearer },
      colors: colors.merging(other.colors) { nearer, _ in nearer },
      symbols: symbols.union(other.symbols))
  }

  /// The image set `name` names: an asset name (`"Fern"`), or the name of the `ImageResource`
  /// Xcode generates for it (`.fern` for `Fern`).
  public func image(named name: String) -> Image? {
    if let image = images[name] { return image }
    return images.first { Self.resourceName(of: $0.key, kind: .image) == name }?.value
  }

  /// The colour set `name` names, by asset name or by generated `ColorResource` name (`.accent`
  /// for `AccentColor`); `.some(nil)` for a set whose colour was not read.
  public func color(named name: String) -> Color?? {
    if let color = colors[name] { return color }
    return colors.first { Self.resourceName(of: $0.key, kind: .color) == name }.map(\.value)
  }

  /// Whether `name` is a symbol set of the app (`Image("leaf.sprout")`, a custom SF Symbol).
  public func isSymbol(_ name: String) -> Bool { symbols.contains(name) }

  /// What kind of resource a generated name is for: Xcode drops a colour's trailing "Color" and
  /// an image's trailing "Image".
  public enum Kind: Sendable { case image, color }

  /// The name of the static member Xcode generates for an asset (`ImageResource.wateringCan` for
  /// `WateringCan`, `ColorResource.accent` for `AccentColor`): the words of the name in lower
  /// camel case, separators dropped, the kind's suffix dropped, an underscore before a digit.
  public static func resourceName(of assetName: String, kind: Kind) -> String {
    let words = assetName.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    guard let first = words.first else { return assetName }
    var name =
      lowerFirstWord(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    let suffix = kind == .color ? "Color" : "Image"
    if name.hasSuffix(suffix), name.count > suffix.count { name.removeLast(suffix.count) }
    if name.first?.isNumber == true { name = "_" + name }
    return name
  }

  /// The first word with its leading capitals lowered as Swift names do (`URLIcon` is `urlIcon`,
  /// `Fern` is `fern`).
  private static func lowerFirstWord(_ word: String) -> String {
    let characters = Array(word)
    var end = 0
    while end < characters.count, characters[end].isUppercase { end += 1 }
    // In `URLIcon` the capital before a small letter starts the next word.
    if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
    if end == 0 { return word }
    return String(characters[..<end]).lowercased() + String(characters[end...])
  }
}
