import SwiftUI

/// One number with its label, and a titled card container with view-builder content.
struct StatView: View {
  let value: Int
  let label: String

  var body: some View {
    VStack {
      Text(value >= 1000 ? "\(Double(value) / 1000, specifier: "%.1f")k" : "\(value)")
        .font(.title3.monospacedDigit())
      Text(label)
        .font(.caption)
        .foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity)
  }
}

struct Card<Content: View>: View {
  let title: String
  @ViewBuilder let content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title.uppercased())
        .font(.caption)
        .foregroundStyle(.secondary)
      content
    }
    .padding()
    .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
  }
}
