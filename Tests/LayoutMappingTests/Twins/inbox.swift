import SwiftUI

/// Layouts/inbox.yaml as an iOS developer writes it.
struct InboxView: View {
  @State private var query = ""

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text("Anna Keller — Lunch on Friday?")
            .lineLimit(1)
            .id("first-row")
          Divider()
          Text("Build server — Nightly build passed")
            .lineLimit(1)
          Divider()
          Text("Marco Rossi — Slides for Monday")
            .lineLimit(1)
          Divider()
          Text("Travel desk — Your booking is confirmed")
            .lineLimit(1)
        }
        .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
      }
      .id("list")
      .navigationTitle("Inbox")
      .navigationBarTitleDisplayMode(.large)
      .searchable(text: $query, prompt: "Search")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Edit") {}
        }
        ToolbarItem(placement: .bottomBar) {
          Text("Updated just now").font(.caption)
        }
      }
    }
    .id("nav")
  }
}

#Preview("Inbox") {
  TabView(selection: .constant(0)) {
    Tab("Mail", systemImage: "tray") {
      InboxView()
    }
    .id("tab-mail")
    Tab("Calendar", systemImage: "calendar") {
      Text("Calendar")
    }
    .id("tab-calendar")
    Tab("Settings", systemImage: "gear") {
      Text("Settings")
    }
    .id("tab-settings")
  }
}
