import SwiftUI

/// A mail inbox over a view model: the messages are model data the preview cannot know.
struct InboxView: View {
  @StateObject private var model = InboxModel()
  @State private var showsCompose = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(model.messages) { message in
          VStack(alignment: .leading, spacing: 4) {
            HStack {
              Text(message.sender)
                .font(.headline)
              Spacer()
              Text(message.date, style: .time)
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Text(message.subject)
              .lineLimit(1)
            Text(message.preview)
              .font(.subheadline)
              .foregroundStyle(.secondary)
              .lineLimit(2)
          }
          .swipeActions {
            Button("Archive", systemImage: "archivebox") { model.archive(message) }
              .tint(.indigo)
          }
        }
      }
      .listStyle(.plain)
      .refreshable { await model.refresh() }
      .navigationTitle("Inbox")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            showsCompose = true
          } label: {
            Label("Compose", systemImage: "square.and.pencil")
          }
        }
        ToolbarItem(placement: .bottomBar) {
          Text(model.isLoading ? "Checking for mail…" : "Updated just now")
            .font(.caption)
        }
      }
      .sheet(isPresented: $showsCompose) {
        ComposeView()
      }
    }
  }
}

struct InboxView_Previews: PreviewProvider {
  static var previews: some View {
    InboxView()
      .previewDisplayName("Inbox")
    Group {
      InboxView()
        .previewInterfaceOrientation(.landscapeRight)
        .previewDisplayName("Landscape")
      InboxView()
        .previewLayout(.fixed(width: 568, height: 320))
    }
  }
}
