import Audit
import Devices
import LayoutEngine
import Variants

/// Which variants a gallery shows: `check`'s variant matrix, either crossed (every combination)
/// or one axis at a time from a base variant, as Xcode's Variants mode shows them.
public struct GalleryMatrix: Sendable {
  /// How the axes combine.
  public enum Shape: String, Sendable, CaseIterable {
    /// One axis at a time from the base variant: every device, then every orientation, every
    /// text size, each direction, each language (and the split modes and keyboard the matrix
    /// adds).
    case axes
    /// Every combination of the matrix, as `check` covers it.
    case full
  }

  public var shape: Shape
  /// The values of each axis, shared with `check`.
  public var matrix: VariantMatrix

  public init(shape: Shape, matrix: VariantMatrix) {
    self.shape = shape
    self.matrix = matrix
  }

  /// The device every other axis is shown on in the `axes` shape: iPhone 17 Pro when the matrix
  /// has it, else the matrix's first device.
  public static let preferredBaseDevice = "iPhone 17 Pro"

  /// The variants of a layout whose tree is `body`, each with its group: the axis it varies
  /// (`axes`) or its device (`full`).
  public func variants(for body: ViewNode) -> [GalleryVariant] {
    let languages = matrix.languages ?? VariantMatrix.languages(of: body)
    switch shape {
    case .full:
      return matrix.variants(languages: languages).map { GalleryVariant($0, group: .device) }
    case .axes:
      guard let base = base(languages: languages) else { return [] }
      var found: [GalleryVariant] = []
      func add(_ axis: GalleryVariant.Axis, _ variant: PreviewVariant) {
        found.append(GalleryVariant(variant, group: axis))
      }
      for device in matrix.devices {
        var variant = base
        variant.device = device
        if !device.supportedOrientations.contains(base.orientation) { variant.orientation = .portrait }
        if !device.dynamicTypeSizes.contains(base.typeSize) {
          variant.typeSize = device.defaultDynamicTypeSize
        }
        variant.splitMode = .full
        add(.device, variant)
      }
      for orientation in matrix.orientations where base.device.supportedOrientations.contains(orientation) {
        var variant = base
        variant.orientation = orientation
        if (try? variant.device.screen(orientation).split(base.splitMode)) == nil {
          variant.splitMode = .full
        }
        add(.orientation, variant)
      }
      for size in matrix.typeSizes
      where base.device.hasDynamicType && base.device.dynamicTypeSizes.contains(size) {
        var variant = base
        variant.typeSize = size
        add(.typeSize, variant)
      }
      for direction in matrix.directions where Self.reads(base.language, direction) {
        var variant = base
        variant.direction = direction
        add(.direction, variant)
      }
      for language in languages {
        var variant = base
        variant.language = language
        let own = language.layoutDirection
        variant.direction = matrix.directions.contains(own) ? own : base.direction
        add(.language, variant)
      }
      // Windows are an iPad's: on the base device when it is one, else on the matrix's first iPad.
      var windowed = base
      if base.device.idiom != .pad, let pad = matrix.devices.first(where: { $0.idiom == .pad }) {
        windowed.device = pad
        windowed.typeSize =
          pad.dynamicTypeSizes.contains(base.typeSize) ? base.typeSize : pad.defaultDynamicTypeSize
      }
      let screen = windowed.device.screen(windowed.orientation)
      if matrix.splitModes.count > 1 {
        for mode in matrix.splitModes where mode == .full || (try? screen.split(mode)) != nil {
          var variant = windowed
          variant.splitMode = mode
          add(.split, variant)
        }
      }
      if matrix.keyboard.count > 1 {
        for shown in matrix.keyboard {
          var variant = base
          variant.showsKeyboard = shown
          add(.keyboard, variant)
        }
      }
      return found
    }
  }

  /// The variant the `axes` shape varies: the preferred device, portrait, its default text
  /// size, the first language in its own direction, full screen, no keyboard, each as far as
  /// the matrix has them; `nil` for a matrix without devices.
  func base(languages: [Language]) -> PreviewVariant? {
    guard
      let device = matrix.devices.first(where: { $0.name == Self.preferredBaseDevice })
        ?? matrix.devices.first
    else { return nil }
    let orientation =
      matrix.orientations.first { $0 == .portrait && device.supportedOrientations.contains($0) }
      ?? matrix.orientations.first(where: device.supportedOrientations.contains) ?? .portrait
    let size =
      matrix.typeSizes.contains(device.defaultDynamicTypeSize)
      ? device.defaultDynamicTypeSize
      : matrix.typeSizes.first(where: device.dynamicTypeSizes.contains) ?? device.defaultDynamicTypeSize
    let language = languages.first ?? .english
    let direction =
      matrix.directions.contains(language.layoutDirection)
      ? language.layoutDirection : matrix.directions.first ?? .leftToRight
    return PreviewVariant(
      device: device, orientation: orientation, typeSize: size, direction: direction, language: language,
      splitMode: .full, showsKeyboard: matrix.keyboard.first ?? false)
  }

  /// Whether `language` is shown in `direction`: a right-to-left language only right to left.
  static func reads(_ language: Language, _ direction: LayoutDirection) -> Bool {
    language.layoutDirection == .leftToRight || direction == .rightToLeft
  }
}
