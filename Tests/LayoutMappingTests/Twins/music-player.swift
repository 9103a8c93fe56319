import SwiftUI

/// Layouts/music-player.yaml as an iOS developer writes it.
struct NowPlayingView: View {
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  @State private var position = 0.35
  @State private var volume = 0.6

  var body: some View {
    ScrollView {
      // Beside the controls when the height is compact (an iPhone on its side), above them otherwise.
      Group {
        if verticalSizeClass != .compact {
          VStack(spacing: 24) {
            artwork
            controls
          }
        } else {
          HStack(spacing: 24) {
            artwork
            controls
          }
        }
      }
      .padding(EdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24))
      .id("player")
    }
  }

  private var artwork: some View {
    Image("album-cover")
      .resizable()
      .aspectRatio(1, contentMode: .fit)
      .frame(maxWidth: 360)
      .id("artwork")
  }

  private var controls: some View {
    VStack(spacing: 24) {
      VStack(alignment: .leading, spacing: 4) {
        Text("夜に駆ける")
          .font(.title2)
          .fontWeight(.bold)
          .lineLimit(1)
          .id("song")
        Text("YOASOBI")
          .font(.title3)
          .lineLimit(1)
          .id("artist")
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      VStack(spacing: 4) {
        Slider(value: $position)
          .id("scrubber")
        HStack {
          Text("1:24")
            .font(.caption)
          Spacer()
          Text("-2:37")
            .font(.caption)
        }
      }
      HStack(spacing: 40) {
        Image(systemName: "backward.fill")
          .font(.title)
          .id("previous")
        Image(systemName: "play.fill")
          .font(.largeTitle)
          .id("play")
        Image(systemName: "forward.fill")
          .font(.title)
          .id("next")
      }
      .id("transport")
      HStack {
        Image(systemName: "speaker.fill")
        Slider(value: $volume)
          .id("volume")
        Image(systemName: "speaker.wave.3.fill")
      }
    }
    .id("controls")
  }
}

#Preview("Now Playing") {
  NowPlayingView()
}
