import Observation

/// The garden screen's state: the plants, and which of them the list shows.
@Observable
final class GardenModel {
  enum Filter: String, CaseIterable {
    case all, thirsty
  }

  var plants: [Plant]
  var filter: Filter = .all

  init(plants: [Plant]) {
    self.plants = plants
  }

  /// The plants the list shows under the current filter.
  var visiblePlants: [Plant] {
    filter == .thirsty ? plants.filter { $0.isThirsty } : plants
  }

  /// How many plants are due for water.
  var thirstyCount: Int {
    plants.filter { $0.isThirsty }.count
  }
}
