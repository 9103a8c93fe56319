import SwiftUI

/// A photo library: an adaptive grid of square thumbnails in a scroll view, under a row of album
/// buttons that scrolls sideways, inset by the safe area's padding, each a third of the row.
struct PhotoLibrary: View {
  let albums = ["Recents", "Favorites", "Travel"]
  let columns = [GridItem(.adaptive(minimum: 100), spacing: 4)]

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(spacing: 12) {
          ScrollView(.horizontal) {
            HStack(spacing: 8) {
              ForEach(albums, id: \.self) { album in
                Button(album) {}
                  .buttonStyle(.bordered)
                  .controlSize(.large)
                  .containerRelativeFrame(.horizontal, count: 3, spacing: 8)
              }
            }
          }
          .safeAreaPadding(.horizontal)

          LazyVGrid(columns: columns, spacing: 4) {
            ForEach(1...12, id: \.self) { index in
              Image("photo-\(index)")
                .resizable()
                .aspectRatio(1, contentMode: .fill)
            }
          }
        }
      }
      .navigationTitle("Library")
    }
  }
}

#Preview("Portrait") {
  PhotoLibrary()
}

#Preview("Landscape", traits: .landscapeLeft) {
  PhotoLibrary()
}
