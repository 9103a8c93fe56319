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
  /// Otherwise `.unknown`, with the closest names as suggestions (`suggestions(for:)`).
  /// Sizes such as `800x600`, `800×600` or `800 x 600 pt` give `Device.custom(size:)`.
  public func device(named name: String) throws(DeviceLookupError) -> Device {
    if let size = try FreeFormSize.parse(name) {
      return Device.custom(size: size)
    }
    let query = DeviceNameKeys.normalize(name)
    guard !query.isEmpty else { throw .unknown(name, suggestions: []) }

    let rules: [(DeviceNameKeys) -> Bool] = [
      { $0.full.contains(query) },
      { $0.short.contains(query) },
      { $0.all.contains { $0.hasPrefix(query) } },
    ]
    for rule in rules {
      let matches = devices.indices.filter { rule(keys[$0]) }
      if matches.count == 1 { return devices[matches[0]] }
      if matches.count > 1 { throw .ambiguous(name, candidates: matches.map { devices[$0].name }) }
    }
    throw .unknown(name, suggestions: suggestions(for: query))
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
