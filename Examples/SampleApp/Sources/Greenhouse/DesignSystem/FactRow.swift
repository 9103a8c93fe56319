import SwiftUI

/// One fact about a plant: a symbol, what it is, and its value at the trailing edge.
struct FactRow: View {
  let title: LocalizedStringKey
  let value: String
  let systemImage: String

  var body: some View {
    HStack(spacing: Spacing.medium) {
      Image(systemName: systemImage)
        .foregroundStyle(Color(.leaf))
        .frame(width: 24)
      Text(title)
      Spacer()
      Text(value)
        .foregroundStyle(.secondary)
    }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  FactRow(title: "Light", value: "Partial sun", systemImage: "cloud.sun")
    .padding()
}
