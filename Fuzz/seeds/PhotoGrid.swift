import SwiftUI

/// An adaptive grid of photos with a segmented filter; numbers and columns are constants.
struct PhotoGrid: View {
  @State private var filter: Filter = .all
  private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]
  private let photoCount = 24

  enum Filter: String, CaseIterable, Identifiable {
    case all = "All"
    case favorites = "Favorites"
    case videos = "Videos"
    var id: String { rawValue }
  }

  var body: some View {
    NavigationStack {
      ScrollView {
        Picker("Filter", selection: $filter) {
          ForEach(Filter.allCases) { filter in
            Text(filter.rawValue).tag(filter)
          }
        }
        .pickerStyle(.segmented)
        .padding(.horizontal)

        LazyVGrid(columns: columns, spacing: 2) {
          ForEach(0..<photoCount, id: \.self) { index in
            Color(white: 0.9)
              .aspectRatio(1, contentMode: .fill)
              .overlay(alignment: .bottomTrailing) {
                if index % 5 == 0 {
                  Image(systemName: "heart.fill")
                    .padding(4)
                }
              }
          }
        }
      }
      .navigationTitle(filter == .all ? "Library" : filter.rawValue)
      #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
      #endif
    }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  PhotoGrid()
}
