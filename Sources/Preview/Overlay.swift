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

  /// The device names matching the filter: every word of the filter must occur in the name,
  /// ignoring case, spaces and punctuation, so "pro max 17" finds "iPhone 17 Pro Max".
  public func matches(in names: [String]) -> [String] {
    let words = filter.lowercased().split(separator: " ").map(String.init)
    guard !words.isEmpty else { return names }
    return names.filter { name in
      let key = name.lowercased()
      return words.allSatisfy { key.contains($0) }
    }
  }
}
