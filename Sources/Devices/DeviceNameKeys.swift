/// The normalized forms of a device's names that lookup compares against.
///
/// Normalizing drops case, spaces and punctuation, so "iPad Air 11-inch", "ipad air 11 inch" and
/// "ipadair11inch" are one key. Short keys also drop the family word ("iPhone", "iPad", "iPod",
/// "Apple", "Apple Watch"), so "17 pro", "air 11" and "watch ultra 3" find their devices.
struct DeviceNameKeys: Sendable {
  /// Family words that may be left out, longest first so "Apple Watch" strips before "Apple".
  static let familyPrefixes = ["applewatch", "apple", "iphone", "ipad", "ipod"]

  /// The normalized name and aliases.
  var full: [String]
  /// The full keys with a family word removed.
  var short: [String]

  init(device: Device) {
    full = ([device.name] + device.aliases).map(Self.normalize)
    short = full.flatMap { key in
      Self.familyPrefixes.compactMap { prefix in
        key.hasPrefix(prefix) && key.count > prefix.count ? String(key.dropFirst(prefix.count)) : nil
      }
    }
  }

  /// All keys, full first.
  var all: [String] { full + short }

  /// Lowercased letters and digits only: spaces, hyphens, dots and other punctuation are optional.
  static func normalize(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
