import Foundation

/// A plant on the windowsill: what it is, how much light it wants and how often it is watered.
struct Plant: Identifiable, Hashable {
  enum Light: String, CaseIterable {
    case shade, partial, full

    var title: String {
      switch self {
      case .shade: "Shade"
      case .partial: "Partial sun"
      case .full: "Full sun"
      }
    }

    var symbol: String {
      switch self {
      case .shade: "cloud"
      case .partial: "cloud.sun"
      case .full: "sun.max"
      }
    }
  }

  let id: Int
  var name: String
  var species: String
  var light: Light
  var waterEveryDays: Int
  var daysSinceWatered: Int
  var photo: ImageResource

  /// Whether the plant is due for water today.
  var isThirsty: Bool { daysSinceWatered >= waterEveryDays }
}

extension Plant {
  /// The plants the previews show.
  static let samples: [Plant] = [
    Plant(
      id: 1, name: "Boston fern", species: "Nephrolepis exaltata", light: .partial, waterEveryDays: 3,
      daysSinceWatered: 4, photo: .fern),
    Plant(
      id: 2, name: "Golden barrel", species: "Echinocactus grusonii", light: .full, waterEveryDays: 21,
      daysSinceWatered: 6, photo: .cactus),
    Plant(
      id: 3, name: "Peace lily", species: "Spathiphyllum wallisii", light: .shade, waterEveryDays: 7,
      daysSinceWatered: 2, photo: .lily),
  ]

  static let preview = samples[0]
}
