import SwiftUI

/// Layouts/contact.yaml as an iOS developer writes it.
struct ContactView: View {
  var body: some View {
    List {
      VStack(spacing: 12) {
        Image(systemName: "person.crop.circle.fill")
          .font(.largeTitle)
          .id("avatar")
        Text("Amara Okafor-Lindqvist")
          .font(.title2)
          .fontWeight(.bold)
          .multilineTextAlignment(.center)
          .lineLimit(nil)
          .id("name")
        ViewThatFits(in: .horizontal) {
          HStack(spacing: 12) {
            QuickActions()
          }
          .id("actions-row")
          VStack(spacing: 8) {
            QuickActions()
              .frame(maxWidth: .infinity)
          }
          .id("actions-column")
        }
        .id("actions")
      }
      .padding(.vertical, 8)
      .frame(maxWidth: .infinity)
      .id("card")
      Section("CONTACT") {
        FieldRow {
          Text("mobile").id("mobile-label")
        } value: {
          Text("+44 20 7946 0958").id("mobile")
        }
        .id("mobile-row")
        FieldRow {
          Text("work")
        } value: {
          Text("amara.okafor@northwind.example").id("email")
        }
        .id("email-row")
        FieldRow {
          Text("home")
        } value: {
          Text("14 Rue des Lilas\n75019 Paris\nFrance")
            .multilineTextAlignment(.trailing)
            .id("address")
        }
        .id("address-row")
      }
      Section {
        Text(
          "Prefers calls after 10 am. Met at the Lyon design conference; working on the transit map redesign."
        )
        .lineLimit(nil)
        .id("notes")
      } header: {
        Text("NOTES")
      } footer: {
        Text("Notes are only visible to you.")
      }
    }
    .id("list")
  }
}

/// Message, Call and Mail, in whichever stack holds them.
struct QuickActions: View {
  var body: some View {
    ForEach(["Message", "Call", "Mail"], id: \.self) { action in
      Button(action) {}
        .buttonStyle(.bordered)
    }
  }
}

/// A label and its value side by side, stacked at accessibility text sizes.
struct FieldRow<Label: View, Value: View>: View {
  @Environment(\.dynamicTypeSize) private var typeSize
  @ViewBuilder let label: Label
  @ViewBuilder let value: Value

  var body: some View {
    if typeSize < .accessibility1 {
      HStack {
        fields
      }
    } else {
      VStack(alignment: .leading, spacing: 2) {
        fields
      }
      .multilineTextAlignment(.leading)
    }
  }

  @ViewBuilder private var fields: some View {
    label
      .font(.subheadline)
      .fixedSize(horizontal: true, vertical: false)
    Spacer()
    value
      .lineLimit(nil)
      .layoutPriority(1)
  }
}

#Preview("Contact") {
  ContactView()
}
