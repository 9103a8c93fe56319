import SwiftUI

/// Layouts/order-status.yaml as an iOS developer writes it. The strings' Arabic and Hebrew
/// translations live in the app's string catalog (Localizable.xcstrings, beside it); the step
/// numbers are the one known issue (TwinTests.knownIssues).
struct OrderStatusView: View {
  @State private var phone = "+1 (555) 123-4567"
  @State private var volume = 0.3

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        HStack {
          Image(systemName: "chevron.backward")
            .id("back")
          Text("Order")
            .font(.headline)
            .id("title")
          Spacer()
          Image(systemName: "checkmark.circle")
            .id("done")
        }
        .id("header")
        HStack(spacing: 16) {
          ForEach(1...3, id: \.self) { step in
            Text("\(step)")
              .id("step-\(step)")
          }
        }
        .id("steps")
        Text(
          "Your order is being prepared. We will send you a message when the courier picks it up, and again when it is a few minutes away from your door."
        )
        .font(.body)
        .id("paragraph")
        Text("Order 541 · PDF receipt")
          .font(.footnote)
          .id("receipt")
        HStack {
          Text("Total")
            .id("total-label")
          Spacer()
          Text("$12.99")
            .id("price")
        }
        .id("total-row")
        Text("4111 1111 1111 1234")
          .font(.footnote)
          .id("card")
        TextField("Phone", text: $phone)
          .environment(\.layoutDirection, .leftToRight)
          .id("phone")
        Text("Rate your courier")
          .font(.subheadline)
          .id("rate-title")
        RatingView(rating: 2)
        HStack {
          Image(systemName: "speaker.wave.1")
            .id("speaker-low")
          Slider(value: $volume)
            .id("volume")
          Image(systemName: "speaker.wave.3")
            .id("speaker-high")
        }
        .id("volume-row")
        ProgressView(value: 0.3)
          .id("progress")
        HStack(spacing: 24) {
          Image(systemName: "backward.fill")
            .id("rewind")
          Image(systemName: "play.fill")
            .id("play")
          Image(systemName: "forward.fill")
            .id("fast-forward")
        }
        .environment(\.layoutDirection, .leftToRight)
        .id("playback")
        Label("Send", systemImage: "paperplane")
          .id("send")
      }
      .padding(EdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20))
    }
  }
}

struct RatingView: View {
  let rating: Int

  var body: some View {
    HStack {
      ForEach(1...3, id: \.self) { star in
        Image(systemName: star <= rating ? "star.fill" : "star")
          .id("star-\(star)")
      }
    }
    .id("rating")
  }
}

#Preview("Order status") {
  OrderStatusView()
}
