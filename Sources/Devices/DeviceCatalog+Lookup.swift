import LayoutEngine

extension DeviceCatalog {
  /// How many suggestions an unknown-device error carries.
  static let maximumSuggestions = 5

  /// The device a person means by `name`, or a free-form `WIDTHxHEIGHT` screen.
  ///
  /// Matching ignores case, spaces and punctuation, and the family word may be left out
  /// ("iphone17pro", "17 Pro", "ipad air 11"). In order, the first rule that matches decides:
  /// 1. a full name or alias equal to the query ("iPhone 17" is not ambiguous with "iPhone 17 Pro");
  /// 2. a name without its family word equal to the query ("17", "air", "tv");
  /// 3. names starting with the query: one is the answer, several are `.ambiguous`.
  /// Otherwise `.unknown`, with the closest names as suggestions (`suggestions(for:)`). The
  /// rules are `DeviceNameKeys.rank(of:words:)`, which the picker's `matches(for:)` ranks by too.
  /// Sizes such as `800x600`, `800×600` or `800 x 600 pt` give `Device.custom(size:)`.
  public func device(named name: String) throws(DeviceLookupError) -> Device {
    if let size = try FreeFormSize.parse(name) {
      return Device.custom(size: size)
    }
    let query = DeviceNameKeys.normalize(name)
    guard !query.isEmpty else { throw .unknown(name, suggestions: []) }
    let ranks = keys.map { $0.rank(of: query, words: []) }
    guard let best = ranks.compactMap({ $0 }).min() else {
      throw .unknown(name, suggestions: suggestions(for: query))
    }
    let matches = devices.indices.filter { ranks[$0] == best }
    if matches.count == 1 { return devices[matches[0]] }
    throw .ambiguous(name, candidates: matches.map { devices[$0].name })
  }

  /// The devices a partly typed `filter` may mean, best first: the session's device picker. The
  /// ranks are `device(named:)`'s rules in its order, so when `--device` finds a device for the
  /// same text it comes first (Enter picks what `--device` would); after them come the names and
  /// aliases that hold every word of the filter in any order ("pro max 17"), each rank in catalog
  /// order. A size (`800x600`) is its free-form screen; an empty filter lists every device.
  public func matches(for filter: String) -> [Device] {
    if let custom = Device.freeForm(filter) { return [custom] }
    let query = DeviceNameKeys.normalize(filter)
    guard !query.isEmpty else { return devices }
    let words = filter.split(separator: " ").map { DeviceNameKeys.normalize(String($0)) }.filter {
      !$0.isEmpty
    }
    return devices.indices.compactMap { index in keys[index].rank(of: query, words: words).map { ($0, index) }
    }
    .sorted { $0 < $1 }
    .map { devices[$0.1] }
  }

  /// Up to five device names closest to the normalized `query`, nearest first, ties in catalog
  /// order: the project's one "did you mean" ranking and threshold (`EditDistance`), each device
  /// scored by the nearest of its keys, so a query that resembles nothing gets no suggestions
  /// rather than five arbitrary ones.
  func suggestions(for query: String) -> [String] {
    EditDistance.ranking(for: query, among: Array(keys.indices)) { keys[$0].all }
      .prefix(Self.maximumSuggestions)
      .map { devices[$0].name }
  }
}
