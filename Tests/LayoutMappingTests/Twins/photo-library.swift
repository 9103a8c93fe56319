import SwiftUI

/// Layouts/photo-library.yaml as an iOS developer writes it.
struct Photo: Identifiable {
  let name: String
  var isFavorite = false
  var id: String { name }
}

struct PhotoLibraryView: View {
  let photos = [
    Photo(name: "harbour"), Photo(name: "birthday"), Photo(name: "alps"),
    Photo(name: "猫", isFavorite: true), Photo(name: "market"), Photo(name: "sunset"),
    Photo(name: "lighthouse"), Photo(name: "dunes"), Photo(name: "forest"), Photo(name: "river"),
    Photo(name: "snow"), Photo(name: "bridge"), Photo(name: "garden"), Photo(name: "concert"),
    Photo(name: "skyline"), Photo(name: "beach"), Photo(name: "café"), Photo(name: "waterfall"),
    Photo(name: "bikes"), Photo(name: "tulips"),
  ]
  let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

  var body: some View {
    VStack(spacing: 0) {
      HStack {
        Text("Library")
          .font(.largeTitle)
          .fontWeight(.bold)
          .id("title")
        Spacer()
        Button("Select") {}
          .buttonStyle(.bordered)
          .controlSize(.small)
          .id("select")
      }
      .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
      .id("header")
      ScrollView {
        LazyVGrid(columns: columns, spacing: 2) {
          PhotoCell(photo: photos[0])
            .id("photo-1")
          PhotoCell(photo: photos[1])
            .id("photo-2")
          ForEach(photos.prefix(photos.count - 1).dropFirst(2)) { photo in
            PhotoCell(photo: photo)
          }
          PhotoCell(photo: photos[photos.count - 1])
            .id("photo-last")
        }
        .id("grid")
      }
      .id("scroll")
      Text("1,024 Photos, 87 Videos")
        .font(.footnote)
        .padding(8)
        .id("count")
    }
  }
}

struct PhotoCell: View {
  let photo: Photo

  var body: some View {
    Image(photo.name)
      .resizable()
      .aspectRatio(1, contentMode: .fill)
      .overlay(alignment: .bottomTrailing) {
        if photo.isFavorite {
          Image(systemName: "heart.fill")
            .padding(4)
        }
      }
  }
}

#Preview("Library") {
  PhotoLibraryView()
}
