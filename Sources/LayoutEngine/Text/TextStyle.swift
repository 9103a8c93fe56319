/// The eleven iOS text styles, named as in SwiftUI's `Font.TextStyle`.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle
  case title
  case title2
  case title3
  case headline
  case body
  case callout
  case subheadline
  case footnote
  case caption
  case caption2

  /// The style's name in the HIG Dynamic Type tables ("Title 1", "Subhead", "Caption 1").
  public var higName: String {
    switch self {
    case .largeTitle: "Large Title"
    case .title: "Title 1"
    case .title2: "Title 2"
    case .title3: "Title 3"
    case .headline: "Headline"
    case .body: "Body"
    case .callout: "Callout"
    case .subheadline: "Subhead"
    case .footnote: "Footnote"
    case .caption: "Caption 1"
    case .caption2: "Caption 2"
    }
  }
}
