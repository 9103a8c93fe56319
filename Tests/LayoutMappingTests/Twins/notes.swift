import SwiftUI

/// Layouts/notes.yaml as an iOS developer writes it.
struct NotesView: View {
  var body: some View {
    NavigationSplitView {
      List {
        Section("iCloud") {
          Label("All iCloud", systemImage: "folder")
            .badge(24)
            .id("all")
          Label("Notes", systemImage: "folder")
            .badge(18)
          Label("Recipes", systemImage: "folder")
            .badge(6)
        }
        Section("On My iPad") {
          Label("Notes", systemImage: "folder")
            .badge(3)
        }
      }
      .id("folders")
      .navigationTitle("Folders")
      .navigationSplitViewColumnWidth(min: 240, ideal: 280, max: 360)
    } detail: {
      ScrollView {
        VStack(alignment: .leading, spacing: 8) {
          Text("Shopping")
            .font(.title)
            .fontWeight(.bold)
            .id("heading")
          Text("Saturday, 9:41")
            .font(.footnote)
          Text(
            "Bread, oranges, coffee beans, two lemons and the good olive oil. Ask at the counter whether the cheese from last week is back."
          )
          .lineLimit(nil)
          .id("body")
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
      }
      .id("note")
      .navigationTitle("Shopping")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Image(systemName: "square.and.pencil")
        }
      }
    }
    .navigationSplitViewStyle(.balanced)
    .id("split")
  }
}

#Preview("Notes") {
  NotesView()
}
