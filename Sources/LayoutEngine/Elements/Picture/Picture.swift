/// Images.
public enum Picture: Sendable, Hashable {
  /// An SF Symbol sized by its font, or a photo placeholder with its natural size; resizable
  /// images take the space they are offered (`Image`).
  case image(ImageSource, resizable: Bool)

  /// The picture kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case image = "Image"

    package var traits: ElementTraits { .drawsContent }
  }

  package var kind: Kind {
    switch self {
    case .image: .image
    }
  }
}

extension Element {
  /// `Image(systemName:)` or `Image(_ name:)`, optionally `.resizable()`.
  public static func image(_ source: ImageSource, resizable: Bool = false) -> Element {
    .picture(.image(source, resizable: resizable))
  }
}
