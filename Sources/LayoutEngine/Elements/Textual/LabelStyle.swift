/// SwiftUI's label styles: which of a `Label`'s title and symbol show, and take space.
public enum LabelStyle: String, Sendable, Hashable, CaseIterable {
  /// The symbol, 8 pt, then the title (`.automatic` outside toolbars, `.titleAndIcon`).
  case titleAndIcon
  /// The title alone, as a `Text` (`.titleOnly`).
  case titleOnly
  /// The symbol alone, its square box (`.iconOnly`).
  case iconOnly

  /// The names a layout file and SwiftUI write; `automatic` is `titleAndIcon`.
  package static let choices = Choices(["automatic"] + allCases.map(\.rawValue), kind: "label style")

  /// The style a chosen name stands for.
  package init(choice: String?) { self = choice.flatMap(LabelStyle.init(rawValue:)) ?? .titleAndIcon }
}
