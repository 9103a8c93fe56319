/// A font's design (SwiftUI's `Font.Design`): the preview measures `monospaced` with SF Mono's
/// single advance and the others with SF Pro's widths, which SF Pro Rounded shares; New York
/// (`serif`) is measured like SF Pro, the table having no serif column.
public enum FontDesign: String, Sendable, Hashable, CaseIterable {
  case `default`
  case rounded
  case serif
  case monospaced
}
