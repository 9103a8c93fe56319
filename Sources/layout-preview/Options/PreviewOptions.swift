import ArgumentParser
import Devices
import LayoutEngine
import Preview
import Variants

/// The variant of a preview every command shares: device, orientation, text size and direction.
struct PreviewOptions: ParsableArguments {
  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      """
      Device name (forgiving: 'iphone17pro', \"ipad air 11\", mac) or a size in points such as \
      800x600. Default: iPhone 17 Pro, or a Mac window for a macOS-only Swift file.
      """,
      valueName: "name"),
    completion: Completions.deviceNames)
  var device: String?

  /// The device when none is named.
  static let defaultDevice = "iPhone 17 Pro"
  /// The device when none is named and the file is macOS-only: the catalog's Mac window.
  static let defaultMacDevice = "Mac"

  @Option(
    help: ArgumentHelp(
      """
      An iPad's iPadOS 26 window: half, third, quadrant, full, or a size such as 600x800 (with an \
      iPad's --device); or a Mac window's content size, such as 640x480 (with --device mac or alone).
      """,
      valueName: "half|third|quadrant|WxH"))
  var window: String?

  @Option(name: .shortAndLong, help: "portrait, landscape-left (cutout on the left) or landscape-right.")
  var orientation: Orientation = .portrait

  @Option(
    name: [.customShort("t"), .long],
    help: ArgumentHelp(
      """
      Dynamic Type size, in any case. Default: the device's. Apple TV has none. Numbers are not \
      sizes ('3' could be Large or AX3).
      """,
      valueName: "size"))
  var typeSize: DynamicTypeSize?

  @Option(help: "Layout direction: ltr or rtl. Default: the language's (rtl for ar, he, rtl-pseudo).")
  var direction: LayoutDirection?

  @Option(
    help: ArgumentHelp(
      "Language of the strings: en, rtl-pseudo (English, right to left), ar, he or double (every string doubled).",
      valueName: "code"))
  var language: Language = .english

  /// The direction asked for, else the one the language implies.
  var resolvedDirection: LayoutDirection { direction ?? language.layoutDirection }

  @Option(
    help: ArgumentHelp(
      "iPadOS 18 multitasking: full, two-thirds, half (landscape only), one-third or slide-over.",
      valueName: "mode"))
  var split: SplitMode = .full

  @Option(
    help: ArgumentHelp(
      "Which preview of a Swift file: its name or its number from 1. Default: every preview.",
      valueName: "name|number"))
  var preview: String?

  @Flag(help: "Show the software keyboard: it covers the bottom of the screen and shrinks the safe area.")
  var keyboard = false

  /// The device in the chosen orientation, or a usage error naming what is wrong; with no device
  /// named, a Mac window when `prefersMac` (a macOS-only file), else the iPhone.
  func screen(catalog: DeviceCatalog = .standard, prefersMac: Bool = false) throws -> Screen {
    var found: Device
    // A size alone still names a Mac window; an arrangement needs the iPad named.
    let arranges = window.flatMap { try? SplitMode.window(named: $0) }.map { !$0.isFreeWindow } ?? false
    if device == nil, arranges, let window {
      throw CommandError.usage(
        "error: --window \(window) arranges an iPad's window; name the iPad with --device")
    }
    do {
      let usesMac = (window != nil && !arranges) || prefersMac
      found = try catalog.device(
        named: device ?? (usesMac ? Self.defaultMacDevice : Self.defaultDevice))
    } catch {
      throw CommandError.usage("error: \(error)")
    }
    var mode = split
    if let window {
      switch found.idiom {
      case .mac:
        do {
          found = try .macWindow(window, like: found)
        } catch {
          throw CommandError.usage("error: --window: \(error)")
        }
      case .pad:
        guard split == .full else {
          throw CommandError.usage("error: --split and --window both choose the iPad's window; give one")
        }
        mode = try Self.windowMode(window)
      default:
        throw CommandError.usage(
          "error: --window arranges an iPad's window or sizes a Mac window; \(found.name) is neither "
            + "(try --device 'iPad Pro 11' or --device mac)")
      }
    }
    if orientation != .portrait && !found.rotates {
      throw CommandError.usage(
        "error: \(found.name) does not rotate; leave out --orientation")
    }
    if let typeSize {
      guard found.hasDynamicType else {
        throw CommandError.usage(
          "error: \(found.name) has no Dynamic Type (its text styles have fixed sizes); leave out --type-size"
        )
      }
      guard found.dynamicTypeSizes.contains(typeSize) else {
        let sizes = found.dynamicTypeSizes.map(\.name).joined(separator: ", ")
        throw CommandError.usage(
          "error: \(found.name) has no \(typeSize.name) text size; its sizes: \(sizes)")
      }
    }
    do {
      return try found.screen(orientation).split(mode).keyboard(keyboard)
    } catch {
      throw CommandError.usage("error: \(error)")
    }
  }

  /// The iPad window `text` names (`SplitMode.window(named:)`), or a usage error saying what
  /// `--window` and `--windows` take.
  static func windowMode(_ text: String) throws -> SplitMode {
    let named: SplitMode?
    do {
      named = try SplitMode.window(named: text)
    } catch {
      throw CommandError.usage("error: --window: \(error)")
    }
    guard let named else {
      throw CommandError.usage(
        "error: --window: \"\(Sanitizer.sanitize(text))\" is not half, third, quadrant, full or a size such as 600x800"
      )
    }
    return named
  }

  /// The text size asked for, or `screen`'s device default.
  func typeSize(on screen: Screen) -> DynamicTypeSize {
    typeSize ?? screen.device.defaultDynamicTypeSize
  }

  /// The variant these options describe on `screen` (from `screen()`), for compare mode.
  func variant(on screen: Screen) -> PreviewVariant {
    PreviewVariant(
      device: screen.device, orientation: screen.orientation, typeSize: typeSize(on: screen),
      direction: resolvedDirection, language: language, splitMode: screen.splitMode,
      showsKeyboard: keyboard)
  }

  /// The layout environment for `screen`.
  func context(for screen: Screen) -> LayoutContext {
    var context = screen.context(dynamicTypeSize: typeSize(on: screen), layoutDirection: resolvedDirection)
    context.language = language
    return context
  }
}
