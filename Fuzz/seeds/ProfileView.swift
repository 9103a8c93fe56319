import SwiftUI

/// A profile screen assembled from custom subviews declared in sibling files.
struct ProfileView: View {
  let user: User

  var body: some View {
    ScrollView {
      VStack(spacing: 20) {
        ProfileHeader(name: user.name, handle: user.handle)
        HStack(spacing: 12) {
          StatView(value: user.posts, label: "Posts")
          StatView(value: user.followers, label: "Followers")
          StatView(value: user.following, label: "Following")
        }
        Card(title: "About") {
          Text(user.bio)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        Card(title: "Links") {
          ForEach(Array(user.links.enumerated()), id: \.offset) { index, link in
            Label(link, systemImage: index == 0 ? "globe" : "link")
          }
        }
      }
      .padding()
    }
  }
}

struct User {
  var name: String
  var handle: String
  var bio: String
  var posts: Int
  var followers: Int
  var following: Int
  var links: [String] = []
}

extension User {
  static let preview = User(
    name: "Maya Fischer", handle: "maya", bio: "Designer. Coffee first, pixels second.", posts: 128,
    followers: 2400, following: 180, links: ["maya.design", "github.com/maya"])
}

#Preview {
  ProfileView(user: .preview)
}
