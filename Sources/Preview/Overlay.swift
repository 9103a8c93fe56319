import Devices

/// What covers the wireframe: nothing, the key help, the device picker, or takes the keys: the
/// `:` command line.
public enum Overlay: Sendable, Equatable {
  case none
  case help(HelpView)
  /// The `:` command line, with what is typed so far.
  case commandLine(String)
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

  /// The devices matching the filter, best first: `DeviceCatalog.matches(for:)`, the ranking
  /// `--device` looks names up by, so the first match is the device `--device` finds for the same
  /// text ("iphone 17 pro" + Enter picks iPhone 17 Pro, not the Pro Max listed before it), and
  /// the words of the filter may come in any order ("pro max 17").
  public func matches(in catalog: DeviceCatalog) -> [Device] { catalog.matches(for: filter) }
}

/// The help panel's state: how far it is scrolled and the filter typed so far.
public struct HelpView: Sendable, Equatable {
  /// The first row shown (clamped when drawn, so paging past the end stops there).
  public var offset = 0
  /// Words or a key to filter the bindings by; empty shows them all.
  public var filter = ""
  /// Whether typing goes to the filter (after `/`) rather than scrolling.
  public var isFiltering = false

  /// The help scrolled to `offset`, filtered by `filter`.
  public init(offset: Int = 0, filter: String = "", isFiltering: Bool = false) {
    self.offset = offset
    self.filter = filter
    self.isFiltering = isFiltering
  }
}
