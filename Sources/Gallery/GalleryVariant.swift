import Devices
import LayoutEngine
import Variants

/// One variant a gallery shows, with the group it is shown in and the names a page and a file
/// name give it.
public struct GalleryVariant: Sendable, Equatable {
  /// The axes a gallery groups variants by.
  public enum Axis: String, Sendable, CaseIterable {
    case device
    case orientation
    case typeSize = "type-size"
    case direction
    case language
    /// iPad multitasking, when the matrix adds split modes.
    case split
    /// The software keyboard, when the matrix adds it.
    case keyboard

    /// The axes every variant has a value on, which the page filters by.
    public static let filtered: [Axis] = [.device, .orientation, .typeSize, .direction, .language]

    /// The heading of a group of this axis.
    public var title: String {
      switch self {
      case .device: "Devices"
      case .orientation: "Orientations"
      case .typeSize: "Text sizes"
      case .direction: "Directions"
      case .language: "Languages"
      case .split: "Multitasking"
      case .keyboard: "Keyboard"
      }
    }
  }

  public var variant: PreviewVariant
  /// The group the variant is shown in: the axis it varies, or (whole matrix) its device.
  public var group: Axis

  public init(_ variant: PreviewVariant, group: Axis) {
    self.variant = variant
    self.group = group
  }

  /// The value of each axis as the page shows and filters it, in `Axis` order; split mode and
  /// keyboard only when they are not full screen without one.
  public var values: [(axis: Axis, value: String)] {
    var values: [(axis: Axis, value: String)] = [
      (.device, Sanitizer.sanitize(variant.device.name)), (.orientation, variant.orientation.rawValue),
      (.typeSize, variant.typeSize.name), (.direction, variant.direction.rawValue.uppercased()),
      (.language, variant.language.rawValue),
    ]
    if variant.splitMode != .full { values.append((.split, variant.splitMode.rawValue)) }
    if variant.showsKeyboard { values.append((.keyboard, "keyboard")) }
    return values
  }

  /// A file name for the variant, the same on every run: its values, lower case, with every run
  /// of other characters as one `-` (`iphone-17-pro_portrait_large_ltr_en`).
  public var slug: String {
    values.map { Self.slugPart($0.value) }.joined(separator: "_")
  }

  /// `text` as one part of a file name: lower-case letters and digits, other runs as one `-`.
  public static func slugPart(_ text: String) -> String {
    var out = ""
    for scalar in text.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else if !out.isEmpty && !out.hasSuffix("-") {
        out += "-"
      }
    }
    return out.hasSuffix("-") ? String(out.dropLast()) : out
  }
}
