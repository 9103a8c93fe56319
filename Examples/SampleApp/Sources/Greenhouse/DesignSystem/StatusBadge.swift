import SwiftUI

/// A small capsule with a symbol and a word, tinted.
struct StatusBadge: View {
  let title: LocalizedStringKey
  let systemImage: String
  var tint: Color = .leaf

  var body: some View {
    Label(title, systemImage: systemImage)
      .font(.caption.weight(.medium))
      .padding(.horizontal, 8)
      .padding(.vertical, Spacing.small)
      .foregroundStyle(tint)
      .background(tint.opacity(0.15), in: Capsule())
  }
}

#Preview {
  StatusBadge(title: "Needs water", systemImage: "drop")
}
