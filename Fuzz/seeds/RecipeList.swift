import SwiftUI

/// A searchable list of recipes grouped by category, rows built by a helper function.
struct RecipeList: View {
  var recipes: [Recipe] = Recipe.samples
  @State private var searchText = ""

  var body: some View {
    NavigationStack {
      List {
        ForEach(Recipe.Category.allCases, id: \.self) { category in
          Section(category.rawValue) {
            ForEach(recipes.filter { $0.category == category }) { recipe in
              NavigationLink(value: recipe) {
                row(for: recipe)
              }
            }
          }
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Recipes")
      .searchable(text: $searchText, prompt: "Search recipes")
    }
  }

  private func row(for recipe: Recipe) -> some View {
    HStack {
      VStack(alignment: .leading, spacing: 2) {
        Text(recipe.name)
          .font(.headline)
        Text("\(recipe.minutes) min · serves \(recipe.servings)")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      if recipe.isFavorite {
        Image(systemName: "heart.fill")
          .foregroundStyle(.pink)
      }
    }
  }
}

#Preview("Recipes", traits: .portrait) {
  RecipeList()
}

#Preview("Empty", traits: .landscapeLeft) {
  RecipeList(recipes: [])
}
