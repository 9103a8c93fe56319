/// How a `NavigationSplitView` shows its columns at regular width: its style
/// (`navigationSplitViewStyle`) and which columns it shows (`columnVisibility:`), resolved for
/// the screen as iPadOS resolves `.automatic` (docs/LayoutFormat.md, "Split views").
public struct SplitViewSpec: Sendable, Hashable {
  /// SwiftUI's `NavigationSplitViewStyle`.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// Beside the detail in landscape, over it in portrait.
    case automatic
    /// The leading columns beside the detail, which shrinks to make room.
    case balanced
    /// The detail keeps its full width; the leading columns are shown over it.
    case prominentDetail
  }

  /// SwiftUI's `NavigationSplitViewVisibility`.
  public enum ColumnVisibility: String, Sendable, Hashable, CaseIterable {
    /// Every column beside the detail; the detail alone when the columns would cover it.
    case automatic
    /// Every column.
    case all
    /// The sidebar and the detail of two columns, the content and the detail of three.
    case doubleColumn
    /// The detail alone.
    case detailOnly
  }

  /// Where the shown leading columns go relative to the detail.
  package enum Arrangement: Sendable, Hashable {
    /// Side by side: the detail takes the width they leave (UIKit's tile behaviour).
    case beside
    /// Over the detail's leading side: the detail keeps the whole width (UIKit's overlay).
    case over
  }

  public var style: Style
  public var columnVisibility: ColumnVisibility

  public init(style: Style = .automatic, columnVisibility: ColumnVisibility = .automatic) {
    self.style = style
    self.columnVisibility = columnVisibility
  }

  /// The arrangement for a screen in `orientation`: `automatic` tiles in landscape and
  /// overlays in portrait, as UIKit's automatic split behaviour does on a full-screen iPad.
  package func arrangement(in orientation: InterfaceOrientation) -> Arrangement {
    switch style {
    case .balanced: .beside
    case .prominentDetail: .over
    case .automatic: orientation == .landscape ? .beside : .over
    }
  }

  /// Whether column `n` of `count` shows at regular width in `orientation`; the last (the
  /// detail) always does.
  package func shows(column n: Int, of count: Int, in orientation: InterfaceOrientation) -> Bool {
    guard n < count - 1 else { return true }
    switch columnVisibility {
    case .all: return true
    case .detailOnly: return false
    case .doubleColumn: return n == count - 2
    case .automatic: return arrangement(in: orientation) == .beside
    }
  }
}
