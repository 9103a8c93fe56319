import SwiftUI

/// The garden: every plant, the thirsty ones marked, with a summary on top.
struct GardenView: View {
  @State private var model: GardenModel

  init(plants: [Plant] = Plant.samples) {
    _model = State(initialValue: GardenModel(plants: plants))
  }

  var body: some View {
    NavigationStack {
      List {
        Section {
          ThirstySummary(count: model.thirstyCount)
        }
        Section {
          ForEach(model.visiblePlants) { plant in
            PlantRow(plant: plant)
          }
        } header: {
          Text("garden.section.plants")
            .sectionTitle()
        }
      }
      .navigationTitle("garden.title")
    }
  }
}

/// How many plants want water today.
private struct ThirstySummary: View {
  let count: Int

  var body: some View {
    HStack {
      Image(.wateringCan)
      Text("\(count) plants need water today")
        .font(.subheadline)
    }
  }
}

#Preview {
  GardenView()
}
