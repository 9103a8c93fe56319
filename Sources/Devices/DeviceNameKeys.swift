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

  /// Which of device lookup's rules the normalized `query` meets for this device, the first that
  /// holds: 0, a name or alias equal to it; 1, one without its family word equal to it; 2, a key
  /// starting with it; 3, every one of the normalized `words` inside the name or one alias (the
  /// picker's any-order filter; `device(named:)` passes none). `nil` when none holds.
  func rank(of query: String, words: [String]) -> Int? {
    if full.contains(query) { return 0 }
    if short.contains(query) { return 1 }
    if all.contains(where: { $0.hasPrefix(query) }) { return 2 }
    if !words.isEmpty, full.contains(where: { key in words.allSatisfy { key.contains($0) } }) { return 3 }
    return nil
  }

  /// Lowercased letters and digits only: spaces, hyphens, dots and other punctuation are optional.
  /// ASCII names (all of the catalog's) are folded byte by byte: the same keys, without building
  /// a `Character` per letter, for the catalog's 400 names on every start.
  static func normalize(_ text: String) -> String {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
    let folded = text.utf8.compactMap { byte -> UInt8? in
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
      default: nil
      }
    }
    return String(decoding: folded, as: UTF8.self)
  }
}
