import SwiftUI

/// One plant: its photo beside its care facts on a wide screen, above them on a narrow one. On a
/// wide screen the care card takes at most half the width, so its rows stay easy to read.
struct PlantDetailView: View {
  let plant: Plant
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass

  var body: some View {
    GeometryReader { proxy in
      ScrollView {
        if horizontalSizeClass == .regular {
          HStack(alignment: .top, spacing: Spacing.large) {
            Image(plant.photo)
            CareCard(plant: plant)
              .frame(maxWidth: proxy.size.width / 2)
          }
          .padding(Spacing.large)
        } else {
          VStack(spacing: Spacing.medium) {
            Image(plant.photo)
            CareCard(plant: plant)
          }
          .padding()
        }
      }
    }
    .navigationTitle(plant.name)
  }
}

/// The plant's care: light and water, and the button that records a watering.
private struct CareCard: View {
  let plant: Plant

  var body: some View {
    VStack(alignment: .leading, spacing: Spacing.medium) {
      Text("Care")
        .sectionTitle()
      FactRow(title: "Light", value: plant.light.title, systemImage: plant.light.symbol)
      FactRow(title: "Water", value: "Every \(plant.waterEveryDays) days", systemImage: "drop")
      Button("Water now") {}
        .buttonStyle(.borderedProminent)
        .frame(maxWidth: .infinity)
    }
    .card()
  }
}

#Preview {
  NavigationStack {
    PlantDetailView(plant: .preview)
  }
}
