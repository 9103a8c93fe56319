import ArgumentParser
import Preview

/// `render --compare`: the variant the second wireframe differs in.
enum CompareOption: Equatable, ExpressibleByArgument {
  /// Left to right | right to left.
  case rtl
  /// Portrait | landscape left.
  case orientation
  /// The smallest | the largest Dynamic Type size.
  case typeSize
  /// The chosen device | the named one.
  case device(String)

  /// `rtl`, `orientation`, `type-size` or `device:NAME`.
  init?(argument: String) {
    switch argument.lowercased() {
    case "rtl", "direction": self = .rtl
    case "orientation": self = .orientation
    case "type-size", "typesize", "text-size": self = .typeSize
    default:
      guard argument.lowercased().hasPrefix("device:") else { return nil }
      let name = String(argument.dropFirst("device:".count))
      guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
      self = .device(name)
    }
  }

  static var allValueStrings: [String] { ["rtl", "orientation", "type-size", "device:NAME"] }

  /// The compare mode this option asks for.
  var mode: CompareMode {
    switch self {
    case .rtl: .direction
    case .orientation: .orientation
    case .typeSize: .typeSize
    case .device: .device
    }
  }
}
