import Devices

/// What covers the wireframe: nothing, the key help, or the device picker.
public enum Overlay: Sendable, Equatable {
  case none
  case help
  case devicePicker(DevicePicker)
}

/// The device picker's state: the filter typed so far and the highlighted match.
public struct DevicePicker: Sendable, Equatable {
  public var filter: String = ""
  /// Index into the filtered matches.
  public var highlighted: Int = 0

  /// A picker with `filter` typed and match `highlighted` highlighted.
  public init(filter: String = "", highlighted: Int = 0) {
    self.filter = filter
    self.highlighted = highlighted
  }

  /// The device names matching the filter, best first: every word of the filter must occur in
  /// the name, ignoring case, so "pro max 17" finds "iPhone 17 Pro Max". A name equal to the
  /// filter (ignoring case, spaces and punctuation) comes first, then names that start with it,
  /// then the rest, each in catalog order, so "iphone 17 pro" + Enter picks iPhone 17 Pro, not
  /// the Pro Max listed before it. A filter that is a size (`800x600`) matches that free-form
  /// screen's name.
  public func matches(in names: [String]) -> [String] {
    let words = filter.lowercased().split(separator: " ").map(String.init)
    guard !words.isEmpty else { return names }
    if let custom = Device.freeForm(filter) { return [custom.name] }
    let typed = Self.key(filter)
    let found = names.filter { name in
      let key = name.lowercased()
      return words.allSatisfy { key.contains($0) }
    }
    func rank(_ name: String) -> Int {
      let key = Self.key(name)
      return key == typed ? 0 : key.hasPrefix(typed) ? 1 : 2
    }
    return found.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map(\.element)
  }

  /// `text` lowercased, letters and digits only, as device lookup compares names.
  private static func key(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
