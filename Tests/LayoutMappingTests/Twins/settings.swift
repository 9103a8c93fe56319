import SwiftUI

/// Layouts/settings.yaml as an iOS developer writes it. The strings' Arabic and Hebrew
/// translations live in the app's string catalog (Localizable.xcstrings, beside it).
struct SettingsView: View {
  @State private var wifi = true
  @State private var bluetooth = false
  @State private var airplaneMode = false
  @State private var brightness = 0.7

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Text("Settings")
          .font(.largeTitle)
          .id("title")
        ToggleRow(title: "Wi-Fi", systemImage: "wifi", isOn: $wifi, toggleID: "wifi")
          .id("wifi-row")
        Divider()
        ToggleRow(
          title: "Bluetooth", systemImage: "antenna.radiowaves.left.and.right", isOn: $bluetooth,
          toggleID: "bluetooth"
        )
        .id("bluetooth-row")
        Divider()
        ToggleRow(
          title: "Airplane Mode", systemImage: "airplane", isOn: $airplaneMode, toggleID: "airplane"
        )
        .id("airplane-row")
        Divider()
        Label("Notifications", systemImage: "bell.badge")
          .id("notifications")
        Divider()
        HStack {
          Image(systemName: "sun.min")
          Slider(value: $brightness)
            .id("brightness")
          Image(systemName: "sun.max")
        }
        .id("brightness-row")
        Divider()
        Label("Privacy & Security", systemImage: "hand.raised")
          .id("privacy")
        Text("Some settings are managed by your organisation.")
          .font(.footnote)
          .lineLimit(nil)
          .id("footer")
      }
      .padding(EdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20))
    }
    .id("scroll")
  }
}

struct ToggleRow: View {
  /// A key, as SwiftUI looks it up: a `String` title would show as it is in every language.
  let title: LocalizedStringKey
  let systemImage: String
  @Binding var isOn: Bool
  /// The toggle's identity, which the UI tests find it by.
  let toggleID: String

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: systemImage)
        .frame(width: 28)
      Toggle(title, isOn: $isOn)
        .id(toggleID)
    }
  }
}

#Preview("Settings") {
  SettingsView()
}
