import SwiftUI

/// Layouts/mail.yaml as an iOS developer writes it.
struct Mailbox: Identifiable {
  let name: String
  let systemImage: String
  var id: String { name }
}

struct Message: Identifiable {
  let sender: String
  let time: String
  let subject: String
  let preview: String
  var id: String { sender }
}

struct MailView: View {
  let favorites = [
    Mailbox(name: "VIP", systemImage: "star"),
    Mailbox(name: "Drafts", systemImage: "doc"),
    Mailbox(name: "Sent", systemImage: "paperplane"),
    Mailbox(name: "Junk", systemImage: "xmark.bin"),
    Mailbox(name: "Trash", systemImage: "trash"),
  ]
  let folders = ["Receipts", "Travel"]
  let messages = [
    Message(
      sender: "Léa Martin", time: "09:41", subject: "Train tickets for Saturday",
      preview: "I booked the 8:10 from Gare de Lyon, seats 41 and 42. Can you bring the charger?"),
    Message(
      sender: "Northwind Bank", time: "Yesterday", subject: "Your statement is ready",
      preview: "The statement for your account ending 4417 is available in the app."),
    Message(
      sender: "Kenji Watanabe", time: "Monday", subject: "Photos from the hike",
      preview: "Here are the ones from the ridge. The light at the top was unreal."),
  ]

  var body: some View {
    NavigationSplitView {
      List {
        Section("Favorites") {
          Label("Inbox", systemImage: "tray")
            .id("inbox")
          ForEach(favorites) { mailbox in
            Label(mailbox.name, systemImage: mailbox.systemImage)
          }
        }
        Section("iCloud") {
          ForEach(folders, id: \.self) { folder in
            Label(folder, systemImage: "folder")
          }
        }
      }
      .id("sidebar")
      .navigationTitle("Mailboxes")
    } content: {
      List {
        MessageRow(message: messages[0])
          .id("message-1")
        ForEach(messages.dropFirst()) { message in
          MessageRow(message: message)
        }
      }
      .listStyle(.plain)
      .id("inbox-list")
      .navigationTitle("Inbox")
    } detail: {
      MessageDetail(message: messages[0])
    }
    .id("split")
  }
}

struct MessageRow: View {
  let message: Message

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      HStack {
        Text(message.sender)
          .font(.headline)
          .lineLimit(1)
        Spacer()
        Text(message.time)
          .font(.footnote)
      }
      Text(message.subject)
        .font(.subheadline)
        .lineLimit(1)
      Text(message.preview)
        .font(.footnote)
        .lineLimit(2)
    }
  }
}

struct MessageDetail: View {
  let message: Message

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        HStack(spacing: 12) {
          Image(systemName: "person.crop.circle")
            .font(.largeTitle)
          VStack(alignment: .leading, spacing: 2) {
            Text(message.sender)
              .font(.headline)
            Text("To: Sam Okoro")
              .font(.footnote)
          }
        }
        Divider()
        Text(message.subject)
          .font(.title2)
          .fontWeight(.bold)
          .lineLimit(nil)
          .id("subject")
        Text(
          "I booked the 8:10 from Gare de Lyon, seats 41 and 42. We arrive in Marseille at 11:29, so there is time for lunch by the old port before the ferry. Can you bring the charger? Mine is still in the car."
        )
        .lineLimit(nil)
        .id("body")
      }
      .padding(20)
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .id("detail")
  }
}

#Preview("Mail") {
  MailView()
}
