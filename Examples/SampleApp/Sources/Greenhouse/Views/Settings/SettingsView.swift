import SwiftUI

/// Reminders and the app's version, under the app's logo.
struct SettingsView: View {
  @AppStorage("remindersOn") private var remindersOn = true
  @State private var reminderHour = 8

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Image("Logo")
            .frame(maxWidth: .infinity)
        }
        Section("Reminders") {
          Toggle("Remind me to water", isOn: $remindersOn)
          Stepper("Remind at \(reminderHour):00", value: $reminderHour, in: 5...22)
        }
        Section("About") {
          LabeledContent("Version", value: "1.4")
        }
      }
      .navigationTitle("Settings")
    }
  }
}

#Preview {
  SettingsView()
}
