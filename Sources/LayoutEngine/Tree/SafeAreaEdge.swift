/// The edge a `safeAreaInset` places its view at, in reading-direction terms (SwiftUI's
/// `VerticalEdge` and `HorizontalEdge`).
public enum SafeAreaEdge: String, Sendable, Hashable, CaseIterable {
  case top, bottom, leading, trailing

  /// The axis the inset's view is stacked along the modified view.
  var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }

  /// Whether the view goes before the modified view along the axis (top, leading).
  var isLeadingEdge: Bool { self == .top || self == .leading }
}
