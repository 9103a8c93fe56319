import Devices
import LayoutEngine
import Preview

/// Which variants a gallery shows: the values of each axis (devices, orientations, text sizes,
/// directions, languages) and how they combine.
///
/// This is the gallery's own small matrix until `check`'s variant matrix is on main; the
/// gallery only needs `variants(for:)`, a list of `PreviewVariant`s, so switching over is one
/// call.
public struct GalleryMatrix: Sendable {
  /// How the axes combine.
  public enum Shape: String, Sendable, CaseIterable {
    /// One axis at a time from the base variant, as Xcode's Variants mode shows them: every
    /// device, then every orientation, every text size, both directions, every language.
    case axes
    /// Every combination of every axis: the whole matrix.
    case full
  }

  public var shape: Shape
  public var devices: [Device]
  public var orientations: [Orientation]
  public var typeSizes: [DynamicTypeSize]
  public var directions: [LayoutDirection]
  /// The languages to show; `nil` for every language the file has strings for, plus the
  /// double-length pseudolanguage.
  public var languages: [Language]?
  /// The variant the `axes` shape varies one axis of at a time.
  public var base: PreviewVariant

  public init(
    shape: Shape, devices: [Device], orientations: [Orientation] = Orientation.allCases,
    typeSizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft], languages: [Language]? = nil,
    base: PreviewVariant
  ) {
    self.shape = shape
    self.devices = devices
    self.orientations = orientations
    self.typeSizes = typeSizes
    self.directions = directions
    self.languages = languages
    self.base = base
  }

  /// Every iPhone and iPad of `catalog`, the default devices.
  public static func phonesAndPads(in catalog: DeviceCatalog) -> [Device] {
    catalog.devices.filter { $0.idiom == .phone || $0.idiom == .pad }
  }

  /// The variants of a layout whose tree is `body`, each with the axis it varies (`axes`) or
  /// its device (`full`) as its group. Combinations a device cannot show (a turn of a device
  /// that does not rotate, a text size it lacks) and a right-to-left language read left to right
  /// are left out.
  public func variants(for body: ViewNode) -> [GalleryVariant] {
    let languages = self.languages ?? Self.languages(in: body)
    switch shape {
    case .full:
      var found: [GalleryVariant] = []
      for device in devices {
        for orientation in orientations where orientation == .portrait || device.rotates {
          for size in typeSizes where device.dynamicTypeSizes.contains(size) {
            for language in languages {
              for direction in directions where Self.reads(language, direction) {
                let variant = PreviewVariant(
                  device: device, orientation: orientation, typeSize: size, direction: direction,
                  language: language)
                found.append(GalleryVariant(variant, group: .device))
              }
            }
          }
        }
      }
      return found
    case .axes:
      var found: [GalleryVariant] = []
      func add(_ axis: GalleryVariant.Axis, _ change: (inout PreviewVariant) -> Bool) {
        var variant = base
        if change(&variant) { found.append(GalleryVariant(variant, group: axis)) }
      }
      for device in devices {
        add(.device) {
          $0.device = device
          return device.dynamicTypeSizes.contains($0.typeSize)
        }
      }
      for orientation in orientations {
        add(.orientation) {
          $0.orientation = orientation
          return orientation == .portrait || $0.device.rotates
        }
      }
      for size in typeSizes {
        add(.typeSize) {
          $0.typeSize = size
          return $0.device.dynamicTypeSizes.contains(size)
        }
      }
      for direction in directions {
        add(.direction) {
          $0.direction = direction
          return true
        }
      }
      for language in languages {
        add(.language) {
          $0.language = language
          $0.direction = language.layoutDirection
          return true
        }
      }
      return found
    }
  }

  /// Whether `language` is shown in `direction`: a right-to-left language only right to left.
  static func reads(_ language: Language, _ direction: LayoutDirection) -> Bool {
    language.layoutDirection == .leftToRight || direction == .rightToLeft
  }

  /// English, every language the tree has translations for (Arabic, Hebrew), and the
  /// double-length pseudolanguage, which shows where longer translations will break.
  public static func languages(in body: ViewNode) -> [Language] {
    var codes: Set<String> = []
    var pending = [body]
    while let node = pending.popLast() {
      codes.formUnion(node.translations.keys)
      pending += node.children
      pending += node.variants.map(\.node)
      for modifier in node.modifiers {
        switch modifier {
        case .background(let inner, _), .overlay(let inner, _): pending.append(inner)
        default: break
        }
      }
    }
    return [.english] + [Language.arabic, .hebrew].filter { codes.contains($0.stringsCode) } + [.doubleLength]
  }
}
