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

// check's findings here, looked at. `check` shows each preview as its traits ask: Fits on a
// canvas as wide as each device and as tall as the card, Fixed on its 320 x 300 pt canvas. Fits
// has warnings only: texts truncated only doubled by the double-length pseudolanguage at AX1-AX5
// (the bio's two-line limit, the buttons, the statistics). Fixed has one error, on purpose: from
// xLarge (and doubled from xSmall) the card is taller than 300 pt, so it runs past the canvas
// (offscreen: the circle leaves the top, the buttons' titles the bottom). A fixed-size preview
// shows a view at one size; the Screen preview above is what a real screen needs.
#Preview("Fits", traits: .sizeThatFitsLayout) {
  ProfileCard()
}

#Preview("Fixed", traits: .fixedLayout(width: 320, height: 300)) {
  ProfileCard(name: "Kenji Watanabe", handle: "@kenji")
}
