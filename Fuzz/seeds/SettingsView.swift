import SwiftUI

/// The app's settings: a form of sections, the way Settings-style screens are written.
struct SettingsView: View {
  @State private var notificationsEnabled = true
  @State private var soundsEnabled = false
  @State private var volume = 0.6
  @State private var refreshInterval = 15
  @State private var appearance: Appearance = .system
  @AppStorage("username") private var username = "Taylor"
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          LabeledContent("Signed in as", value: username)
          Button("Sign Out", role: .destructive) {
            username = ""
          }
        }
        Section {
          Toggle("Notifications", isOn: $notificationsEnabled)
          if notificationsEnabled {
            Toggle("Sounds", isOn: $soundsEnabled)
            Slider(value: $volume, in: 0...1) {
              Text("Volume")
            }
          }
        } header: {
          Text("Notifications")
        } footer: {
          Text("You can change this later in the system settings.")
        }
        Section("Sync") {
          Stepper("Refresh every \(refreshInterval) minutes", value: $refreshInterval, in: 5...60, step: 5)
          Picker("Appearance", selection: $appearance) {
            ForEach(Appearance.allCases) { mode in
              Text(mode.title).tag(mode)
            }
          }
        }
        Section {
          Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
          Text("Version \(AppInfo.version) (\(AppInfo.build))")
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
      }
      .navigationTitle("Settings")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
  }
}

enum Appearance: String, CaseIterable, Identifiable {
  case system, light, dark

  var id: Self { self }

  var title: String {
    switch self {
    case .system: "Automatic"
    case .light: "Light"
    case .dark: "Dark"
    }
  }
}

enum AppInfo {
  static let version = "2.4"
  static let build = 311
}

#Preview {
  SettingsView()
}
