import Devices
import LayoutEngine
import Variants

/// The variants `check` and `gallery` lay a file out in: the axes of a preview, each a list of
/// values, crossed. Kept as lists rather than a list of variants so a matrix describes itself
/// ("every iPhone and iPad, every text size") and a finding's variants can be summarized
/// against it.
///
/// Not every combination exists: a device shows only the orientations, text sizes and split
/// modes it has, and a language with its own direction (Arabic, Hebrew) is shown only in that
/// direction. `variants(languages:)` drops the rest.
public struct VariantMatrix: Sendable, Hashable {
  /// The devices, in catalog order.
  public var devices: [Device]
  public var orientations: [Orientation]
  /// The text sizes; each device shows those of them it offers (Apple TV: its one fixed size).
  public var typeSizes: [DynamicTypeSize]
  public var directions: [LayoutDirection]
  /// The languages, or `nil` for the ones each file has strings for (`languages(of:)`).
  public var languages: [Language]?
  /// iPad multitasking modes; other devices, and modes an iPad lacks in an orientation, show
  /// only full screen.
  public var splitModes: [SplitMode]
  /// Whether to show the software keyboard: `[false]`, `[true]` or both.
  public var keyboard: [Bool]

  public init(
    devices: [Device], orientations: [Orientation] = Orientation.allCases,
    typeSizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft], languages: [Language]? = nil,
    splitModes: [SplitMode] = [.full], keyboard: [Bool] = [false]
  ) {
    self.devices = devices
    self.orientations = orientations
    self.typeSizes = typeSizes
    self.directions = directions
    self.languages = languages
    self.splitModes = splitModes
    self.keyboard = keyboard
  }

  /// The default matrix: every iPhone and iPad of `catalog` (and the watches and TV
  /// when `including` names them), every orientation and text size, both directions, the
  /// file's languages.
  public static func standard(
    catalog: DeviceCatalog = .standard, including extra: Set<UserInterfaceIdiom> = []
  ) -> VariantMatrix {
    let idioms = extra.union([.phone, .pad])
    return VariantMatrix(devices: catalog.devices.filter { idioms.contains($0.idiom) })
  }

  /// The languages a file is checked in: English, each language the tree has a translation
  /// for (in `Language.allCases` order), and the double-length pseudolanguage.
  public static func languages(of root: ViewNode) -> [Language] {
    let codes = root.translationCodes
    let translated = Language.allCases.filter { $0.stringsCode != "en" && codes.contains($0.stringsCode) }
    return [.english] + translated + [.doubleLength]
  }

  /// Every variant of the matrix for a file in `languages` (this matrix's own languages when
  /// it names some), device by device in catalog order, then orientation, text size, language,
  /// direction, split mode and keyboard.
  public func variants(languages fileLanguages: [Language]) -> [PreviewVariant] {
    let shownLanguages = languages ?? fileLanguages
    var out: [PreviewVariant] = []
    for device in devices {
      let sizes =
        device.hasDynamicType
        ? typeSizes.filter(device.dynamicTypeSizes.contains) : [device.defaultDynamicTypeSize]
      for orientation in orientations where device.supportedOrientations.contains(orientation) {
        let screen = device.screen(orientation)
        let modes = splitModes.filter { $0 == .full || (try? screen.split($0)) != nil }
        for size in sizes {
          for language in shownLanguages {
            for direction in Self.directions(directions, for: language) {
              for mode in modes {
                for shown in keyboard {
                  out.append(
                    PreviewVariant(
                      device: device, orientation: orientation, typeSize: size, direction: direction,
                      language: language, splitMode: mode, showsKeyboard: shown))
                }
              }
            }
          }
        }
      }
    }
    return out
  }

  /// The directions `language` is shown in: a language written right to left (Arabic, Hebrew,
  /// the right-to-left pseudolanguage) only right to left, when the matrix has that direction
  /// (else in the matrix's directions, as asked); English and double length in every direction.
  static func directions(_ directions: [LayoutDirection], for language: Language) -> [LayoutDirection] {
    guard language.layoutDirection == .rightToLeft, directions.contains(.rightToLeft) else {
      return directions
    }
    return [.rightToLeft]
  }
}
