/// Scrolling containers.
public enum Scroll: Sendable, Hashable {
  /// A scrolling viewport: content gets an unlimited proposal along `axis` and is clipped
  /// (`ScrollView`).
  case scrollView(axis: Axis)

  /// The scrolling kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case scrollView = "ScrollView"

    package var traits: ElementTraits { .container }
  }

  package var kind: Kind {
    switch self {
    case .scrollView: .scrollView
    }
  }
}

extension Element {
  /// `ScrollView(_ axes:)`.
  public static func scrollView(axis: Axis = .vertical) -> Element { .scroll(.scrollView(axis: axis)) }
}
