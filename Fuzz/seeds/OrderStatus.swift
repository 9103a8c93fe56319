import SwiftUI

/// An order's progress: a switch on its state, a ternary, Text concatenation, platform checks.
struct OrderStatus: View {
  var order: Order = .sample
  @Binding var isExpanded: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      header
      switch order.state {
      case .placed:
        Label("Order placed", systemImage: "cart")
      case .shipped(let carrier):
        Label("Shipped with \(carrier)", systemImage: "shippingbox")
      case .delivered:
        Label("Delivered", systemImage: "checkmark.circle")
      }
      ProgressView(value: order.progress)
        .tint(order.progress == 1 ? .green : .accentColor)
      if isExpanded {
        ForEach(order.items, id: \.self) { item in
          Text("• " + item)
        }
      } else {
        Text("\(order.items.count) items")
          .foregroundStyle(.secondary)
      }
      Text("Total: ").bold() + Text(order.total, format: .currency(code: "EUR"))
      #if os(watchOS)
        Text("Open on iPhone for details")
      #else
        Button("Track Package") {}
          .buttonStyle(.borderedProminent)
      #endif
    }
    .padding()
  }

  @ViewBuilder private var header: some View {
    Text("Order #\(order.number)")
      .font(.headline)
    Text(order.date, style: .date)
      .font(.subheadline)
  }
}

struct Order {
  enum State {
    case placed
    case shipped(carrier: String)
    case delivered
  }

  var number: Int
  var state: State
  var progress: Double
  var items: [String]
  var total: Decimal
  var date: Date

  static let sample = Order(
    number: 1042, state: .placed, progress: 0.25, items: ["Headphones", "Case"], total: 129, date: .now)
}

#Preview("Collapsed", traits: .fixedLayout(width: 375, height: 400)) {
  OrderStatus(isExpanded: .constant(false))
}

#if DEBUG
  #Preview("Expanded") {
    @Previewable @State var expanded = true
    OrderStatus(isExpanded: $expanded)
  }
#endif
