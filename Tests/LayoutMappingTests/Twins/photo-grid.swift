import SwiftUI

/// Layouts/photo-grid.yaml as an iOS developer writes it.
struct PhotoGridView: View {
  var body: some View {
    VStack(spacing: 0) {
      HStack {
        Text("Library")
          .font(.title)
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
        VStack(spacing: 2) {
          HStack(spacing: 2) {
            Thumbnail(name: "beach")
              .id("photo-1")
            Thumbnail(name: "mountains")
            Thumbnail(name: "city")
          }
          HStack(spacing: 2) {
            Thumbnail(name: "forest")
            Thumbnail(name: "猫")
              .overlay(alignment: .bottomTrailing) {
                Image(systemName: "heart.fill")
                  .padding(4)
              }
            Thumbnail(name: "sunset")
          }
          HStack(spacing: 2) {
            Thumbnail(name: "river")
            Thumbnail(name: "desert")
            Color.gray
              .aspectRatio(1, contentMode: .fit)
              .id("placeholder")
          }
        }
      }
      .id("grid")
      Text("1,024 Photos, 87 Videos")
        .font(.footnote)
        .padding(8)
        .id("count")
    }
  }
}

struct Thumbnail: View {
  let name: String

  var body: some View {
    Image(name)
      .resizable()
      .aspectRatio(1, contentMode: .fill)
  }
}

#Preview("Photos") {
  PhotoGridView()
}
