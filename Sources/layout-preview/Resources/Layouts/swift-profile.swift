import SwiftUI

/// A profile card built from custom subviews: a header, a row of statistics, and actions; the
/// previews show it on the screen, as tall as it needs and in a fixed box.
struct ProfileCard: View {
  var name = "Maya Fischer"
  var handle = "@maya"
  var bio = "Designer. Coffee first, pixels second."

  var body: some View {
    VStack(spacing: 16) {
      ProfileHeader(name: name, handle: handle)
      HStack {
        StatBadge(value: "128", label: "Posts")
        StatBadge(value: "2.4k", label: "Followers")
        StatBadge(value: "180", label: "Following")
      }
      Text(bio)
        .multilineTextAlignment(.center)
        .lineLimit(2)
      HStack {
        Button("Follow") {}
          .buttonStyle(.borderedProminent)
        Button("Message") {}
          .buttonStyle(.bordered)
      }
      // Large buttons (50 pt): the regular size (33 pt) is under the 44-pt hit region.
      .controlSize(.large)
    }
    .padding()
  }
}

/// The person: an avatar circle, the name, the handle.
struct ProfileHeader: View {
  let name: String
  let handle: String

  var body: some View {
    VStack(spacing: 4) {
      Circle()
        .frame(width: 72, height: 72)
      Text(name)
        .font(.title2)
        .fontWeight(.semibold)
      Text(handle)
        .font(.subheadline)
    }
  }
}

/// One statistic: a number over its label.
struct StatBadge: View {
  let value: String
  let label: String

  var body: some View {
    VStack {
      Text(value).font(.headline)
      Text(label).font(.caption)
    }
    .frame(maxWidth: .infinity)
  }
}

// On the screen in a scroll view: at the accessibility sizes the card is taller than a phone in
// landscape.
#Preview("Screen") {
  ScrollView {
    ProfileCard()
  }
}

// check's errors here, looked at: `check` lays every preview out on every device of its matrix
// and does not yet apply a preview's traits (render, frames and the session do), so the Fits and
// Fixed previews' card, not in a scroll view, is checked full-screen: on a phone in landscape at
// AX2 and larger it is taller than the screen (offscreen, outsideSafeArea). The Screen preview
// above is the fix a real screen needs; these two stay as they are to show the card alone. Its
// warnings: texts truncated only doubled by the double-length pseudolanguage at AX1-AX5 (the bio's
// two-line limit, the buttons, the statistics), and the same card past the screen's edges in
// landscape at AX3-AX5 (textClipped).
#Preview("Fits", traits: .sizeThatFitsLayout) {
  ProfileCard()
}

#Preview("Fixed", traits: .fixedLayout(width: 320, height: 300)) {
  ProfileCard(name: "Kenji Watanabe", handle: "@kenji")
}
