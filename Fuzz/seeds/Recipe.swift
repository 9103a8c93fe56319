import Foundation

/// A recipe of the sample data (the model file of the recipe list; it declares no view).
struct Recipe: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var minutes: Int
  var servings: Int = 2
  var isFavorite = false
  var category: Category

  enum Category: String, CaseIterable {
    case breakfast = "Breakfast"
    case lunch = "Lunch"
    case dinner = "Dinner"
  }

  static let samples: [Recipe] = [
    Recipe(name: "Shakshuka", minutes: 30, category: .breakfast),
    Recipe(name: "Lentil soup", minutes: 45, servings: 4, isFavorite: true, category: .lunch),
    Recipe(name: "Pad thai", minutes: 25, category: .dinner),
    Recipe(name: "Overnight oats", minutes: 5, servings: 1, category: .breakfast),
  ]
}
