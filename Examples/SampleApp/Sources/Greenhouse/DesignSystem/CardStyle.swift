import SwiftUI

/// A rounded, padded card behind a block of content.
struct CardStyle: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding(Spacing.medium)
      .background(Color(.card), in: RoundedRectangle(cornerRadius: 12))
  }
}

extension View {
  /// Puts the view on a card.
  func card() -> some View {
    modifier(CardStyle())
  }

  /// The style of a screen's section headers.
  func sectionTitle() -> some View {
    font(.footnote.weight(.semibold))
      .foregroundStyle(.secondary)
      .textCase(.uppercase)
  }
}
