import SwiftUI

/// Layouts/preferences.yaml as an iOS developer writes it.
enum Route: Hashable {
  case security, subscriptions
}

struct PreferencesView: View {
  @State private var appearance = "Automatic"
  @State private var textSize = "Default"
  @State private var boldText = false
  @State private var columns = 2
  @State private var deviceName = "Ada's iPhone"
  @State private var pauseSyncing = false
  @State private var cellularData = false
  @State private var quietUntil =
    Calendar.current.date(bySettingHour: 7, minute: 0, second: 0, of: .now) ?? .now
  @State private var sound = "Note"
  @State private var showsAdvanced = true
  @State private var developerMode = false

  let badgedMailboxes = ["Inbox", "VIP", "Flagged"]

  var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          LabeledContent("Apple Account", value: "ada@example.com")
          NavigationLink("Password & Security", value: Route.security)
            .id("security")
          NavigationLink("Subscriptions", value: Route.subscriptions)
            .id("subscriptions")
        }
        Section("Display") {
          Picker("Appearance", selection: $appearance) {
            ForEach(["Light", "Dark", "Automatic"], id: \.self) { appearance in
              Text(appearance)
            }
          }
          .id("appearance")
          Picker("Text Size", selection: $textSize) {
            ForEach(["Small", "Default", "Large"], id: \.self) { size in
              Text(size)
            }
          }
          .pickerStyle(.segmented)
          .id("text-size")
          Toggle("Bold Text", isOn: $boldText)
          Stepper("Columns: \(columns)", value: $columns, in: 1...4)
            .id("columns")
        }
        Section {
          TextField("Device Name", text: $deviceName)
            .id("device-name")
          HStack {
            Label("Syncing", systemImage: "arrow.triangle.2.circlepath")
            Spacer()
            ProgressView(value: 0.6)
              .progressViewStyle(.circular)
              .id("sync-progress")
          }
          Toggle("Pause Syncing", isOn: $pauseSyncing)
            .toggleStyle(.button)
            .id("pause-sync")
          HStack {
            Text("Cellular Data")
            Spacer()
            Toggle("Cellular Data", isOn: $cellularData)
              .labelsHidden()
              .id("cellular")
          }
        } header: {
          Text("Sync")
        } footer: {
          Text("Choose what syncs over cellular.")
        }
        Section {
          ForEach(badgedMailboxes.indices, id: \.self) { index in
            Toggle(badgedMailboxes[index], isOn: .constant(true))
              .id("badge-\(index)")
          }
          DatePicker("Quiet Until", selection: $quietUntil, displayedComponents: .hourAndMinute)
            .id("quiet")
          Picker("Sound", selection: $sound) {
            ForEach(["Chime", "Note", "None"], id: \.self) { sound in
              Text(sound)
            }
          }
          .pickerStyle(.navigationLink)
          .id("sound")
        } header: {
          Text("Notifications")
        } footer: {
          Text("Choose which mailboxes show a badge.")
        }
        Section {
          DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
            Toggle("Developer Mode", isOn: $developerMode)
              .disabled(true)
              .id("developer-mode")
          }
          Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
          Button("Sign Out", role: .destructive) {}
            .id("sign-out")
        }
      }
      .navigationTitle("Preferences")
      .safeAreaInset(edge: .bottom) {
        Text("Version 2.1 (204)")
          .font(.footnote)
          .id("version")
      }
    }
  }
}

#Preview("Preferences") {
  PreferencesView()
}
