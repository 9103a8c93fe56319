import SwiftUI

/// Layouts/messages.yaml as an iOS developer writes it.
struct ChatMessage: Identifiable {
  let id: String
  let text: String
  let isOutgoing: Bool
}

struct MessagesView: View {
  @State private var draft = ""

  let thread = [
    ChatMessage(id: "message-1", text: "Are we still on for lunch tomorrow?", isOutgoing: false),
    ChatMessage(id: "message-2", text: "Yes! Noon at the ramen place? 🍜", isOutgoing: true),
    ChatMessage(id: "message-3", text: "了解です！明日の正午に会いましょう。", isOutgoing: false),
    ChatMessage(id: "message-4", text: "See you there 👋", isOutgoing: true),
  ]

  var body: some View {
    VStack(spacing: 0) {
      header
      Divider()
      ScrollView {
        VStack(spacing: 8) {
          ForEach(thread) { message in
            Bubble(message: message)
              .id(message.id)
          }
          Text("Read 12:41")
            .font(.caption2)
            .frame(maxWidth: .infinity, alignment: .trailing)
            .id("receipt")
        }
        .padding(12)
      }
      .id("thread")
      Divider()
      composer
    }
  }

  private var header: some View {
    HStack {
      Image(systemName: "chevron.backward")
        .id("back")
      Spacer()
      Text("Aiko")
        .font(.headline)
        .id("contact")
      Spacer()
      Image(systemName: "video")
    }
    .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    .id("header")
  }

  private var composer: some View {
    HStack(spacing: 8) {
      TextField("iMessage", text: $draft)
        .textFieldStyle(.roundedBorder)
        .id("input")
      Button("Send") {}
        .buttonStyle(.borderedProminent)
        .id("send")
    }
    .padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
    .id("composer")
  }
}

struct Bubble: View {
  let message: ChatMessage

  var body: some View {
    Text(message.text)
      .padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
      .background(message.isOutgoing ? Color.blue : Color.gray)
      .frame(maxWidth: .infinity, alignment: message.isOutgoing ? .trailing : .leading)
  }
}

#Preview("Messages") {
  MessagesView()
}
