import SwiftUI

/// Layouts/profile.yaml as an iOS developer writes it.
enum Route: Hashable {
  case notes
  case note(Int)
}

struct ProfileView: View {
  @State private var visibility = "Followers"
  let visibilities = ["Everyone", "Followers", "Nobody"]

  var body: some View {
    NavigationStack {
      List {
        ProfileHeader()
          .frame(maxWidth: .infinity)
          .listRowInsets(EdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0))
          .listRowSeparator(.hidden)
          .id("header")
        Section("About") {
          LabeledContent("Joined", value: "1842")
          LabeledContent("Followers", value: "1,024")
          Gauge(value: 0.7) {
            Text("Profile 70% complete")
          }
          .id("completion")
          NavigationLink(value: Route.notes) {
            Text("Notes")
            Text("G")
          }
          .id("notes")
          Text("Drafts")
            .badge(2)
            .id("drafts")
        }
        Section("Recent Notes") {
          ForEach(0..<3) { index in
            NavigationLink("Note \(index)", value: Route.note(index))
              .id("note-\(index)")
          }
        }
        .headerProminence(.increased)
        Section {
          Menu("Sort Notes") {
            Button("By Date") {}
            Button("By Title") {}
          }
          .id("sort")
          Picker("Show", selection: $visibility) {
            ForEach(visibilities, id: \.self) { option in
              Text(option)
            }
          }
          .pickerStyle(.inline)
          .id("visibility")
        }
      }
      .navigationTitle("Profile")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

struct ProfileHeader: View {
  var body: some View {
    VStack(spacing: 12) {
      ZStack {
        Circle()
        Circle()
          .frame(width: 18, height: 18)
          .position(x: 76, y: 76)
          .zIndex(1)
          .id("status")
        Text("AL")
          .font(.title)
      }
      .frame(width: 88, height: 88)
      Text("Ada Lovelace")
        .font(.title2)
        .id("name")
      Text("Analyst · London")
        .font(.subheadline)
        .textCase(.uppercase)
        .kerning(1)
      HStack(alignment: .firstTextBaseline, spacing: 4) {
        Text("128")
          .font(.title2)
          .monospacedDigit()
        Text("notes")
          .font(.caption)
      }
      .id("note-count")
      HStack(spacing: 16) {
        Button("Message", systemImage: "message") {}
          .controlSize(.large)
          .imageScale(.large)
          .id("message")
        ShareLink("Share", item: URL(string: "https://example.com/ada")!)
          .id("share")
      }
      .buttonStyle(.bordered)
    }
  }
}

#Preview("Profile") {
  ProfileView()
}
