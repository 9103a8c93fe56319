/// Images.
public enum Picture: Sendable, Hashable {
  /// An SF Symbol sized by its font, or a photo placeholder with its natural size; resizable
  /// images take the space they are offered (`Image`).
  case image(ImageSource, resizable: Bool)
  /// A remote image's placeholder, shown while it loads: it takes the space it is offered
  /// (`AsyncImage(url:)`).
  case asyncImage

  /// The picture kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case image = "Image"
    case asyncImage = "AsyncImage"

    package var traits: ElementTraits { .drawsContent }
  }

  package var kind: Kind {
    switch self {
    case .image: .image
    case .asyncImage: .asyncImage
    }
  }
}

extension Element {
  /// `AsyncImage(url:)`, its placeholder.
  public static let asyncImage = Element.picture(.asyncImage)

  /// `Image(systemName:)` or `Image(_ name:)`, optionally `.resizable()`.
  public static func image(_ source: ImageSource, resizable: Bool = false) -> Element {
    .picture(.image(source, resizable: resizable))
  }
}
