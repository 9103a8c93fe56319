import SwiftUI

struct Contact: Identifiable {
  let id: Int
  var name: String
  var role: String
  var isFavorite = false
}

/// A list of contacts: a ForEach over the model with a custom row view, search, and a toolbar.
struct ContactList: View {
  let contacts = [
    Contact(id: 1, name: "Amelia Brooks", role: "Design", isFavorite: true),
    Contact(id: 2, name: "Kenji Watanabe", role: "Engineering"),
    Contact(id: 3, name: "Leila Haddad", role: "Research", isFavorite: true),
    Contact(id: 4, name: "Tomás Ortega", role: "Support"),
  ]
  @State private var query = ""

  var favorites: [Contact] { contacts.filter { $0.isFavorite } }

  var body: some View {
    NavigationStack {
      List {
        Section("Favorites") {
          ForEach(favorites) { contact in
            ContactRow(contact: contact)
          }
        }
        Section("All Contacts") {
          ForEach(contacts) { contact in
            ContactRow(contact: contact)
          }
        }
      }
      .navigationTitle("Contacts")
      .searchable(text: $query, prompt: "Name or team")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Button("Groups") {}
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            addContact()
          } label: {
            Image(systemName: "plus")
          }
        }
      }
    }
  }

  func addContact() {}
}

/// One contact: a symbol, the name over the team, a star for favourites.
struct ContactRow: View {
  let contact: Contact

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: "person.crop.circle")
        .font(.title2)
      VStack(alignment: .leading, spacing: 2) {
        Text(contact.name)
          .font(.body)
        Text(contact.role)
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      if contact.isFavorite {
        Image(systemName: "star.fill")
      }
    }
  }
}

#Preview("Contacts") {
  ContactList()
}
