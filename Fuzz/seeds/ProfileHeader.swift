import SwiftUI

/// The avatar, name and handle at the top of a profile.
struct ProfileHeader: View {
  var name: String
  var handle: String
  var avatarSize: CGFloat = 96

  var body: some View {
    VStack(spacing: 8) {
      Circle()
        .fill(.gray.opacity(0.3))
        .frame(width: avatarSize, height: avatarSize)
        .overlay {
          Text(initials)
            .font(.largeTitle)
        }
      Text(name)
        .font(.title2.bold())
      Text("@" + handle)
        .foregroundStyle(.secondary)
    }
  }

  private var initials: String {
    name.split(separator: " ").map { String($0.prefix(1)) }.joined()
  }
}
