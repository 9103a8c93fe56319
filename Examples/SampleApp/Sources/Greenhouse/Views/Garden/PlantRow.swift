import SwiftUI

/// A plant in the garden's list: its photo, its names, and a badge when it is thirsty.
struct PlantRow: View {
  let plant: Plant

  var body: some View {
    HStack(spacing: Spacing.medium) {
      Image(plant.photo)
        .resizable()
        .scaledToFill()
        .frame(width: 44, height: 44)
        .clipShape(RoundedRectangle(cornerRadius: 8))
      VStack(alignment: .leading, spacing: 2) {
        Text(plant.name)
          .font(.headline)
        Text(plant.species)
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      if plant.isThirsty {
        StatusBadge(title: "Needs water", systemImage: "drop")
      }
    }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  PlantRow(plant: .preview)
}
