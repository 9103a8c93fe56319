import SwiftUI

// check's warnings, looked at: the footer's line passes 80 characters (lineLength) only doubled
// by the double-length pseudolanguage on iPads and wide landscapes; the text field's one-line
// placeholder truncates at AX2-AX4 on the larger iPhones (textClipped), as a one-line field must.

/// A settings screen as a form: sections with headers and footers, toggles bound to state, a
/// text field, a slider and a destructive button.
struct NotificationSettings: View {
  @State private var allowNotifications = true
  @State private var showPreviews = false
  @State private var sounds = true
  @State private var volume = 0.6
  @State private var signature = "Sent from my iPhone"

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Toggle("Allow Notifications", isOn: $allowNotifications)
          Toggle("Show Previews", isOn: $showPreviews)
        } header: {
          Text("Alerts")
        } footer: {
          Text("Previews show the first lines of a message on the Lock Screen.")
        }

        Section("Sounds") {
          Toggle("Play Sounds", isOn: $sounds)
          Slider(value: $volume)
        }

        Section("Signature") {
          TextField("Signature", text: $signature)
        }

        Section {
          Button("Reset All Settings", role: .destructive) {
            allowNotifications = true
          }
        }
      }
      .navigationTitle("Notifications")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

#Preview {
  NotificationSettings()
}
