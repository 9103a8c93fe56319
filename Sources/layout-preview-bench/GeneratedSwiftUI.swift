/// A SwiftUI file of a given length written the way apps are: screens of forms and lists with
/// state, constants, helper functions, a shared row view and `ForEach` over constant data, all
/// shown by one `#Preview` in a `TabView`, so evaluating it reads and inlines every line.
enum GeneratedSwiftUI {
  /// The file's text, about `lines` lines long (whole screens of 48 lines each).
  static func source(lines: Int) -> String {
    let screens = max(1, (lines - 40) / 48)
    var text = """
      import SwiftUI

      struct Item: Identifiable {
        let id: Int
        var title: String
        var detail: String
        var isOn = false
      }

      let sampleItems = (0..<8).map { Item(id: $0, title: "Item \\($0)", detail: "Detail \\($0)") }

      struct ItemRow: View {
        let item: Item
        var showsDetail = true

        var body: some View {
          HStack(spacing: 12) {
            Image(systemName: item.isOn ? "checkmark.circle.fill" : "circle")
              .foregroundStyle(item.isOn ? .green : .secondary)
            VStack(alignment: .leading, spacing: 2) {
              Text(item.title).font(.body)
              if showsDetail {
                Text(item.detail).font(.caption).foregroundStyle(.secondary)
              }
            }
            Spacer()
          }
          .padding(.vertical, 4)
        }
      }

      """
    for screen in 0..<screens { text += self.screen(screen) }
    text += "#Preview {\n  TabView {\n"
    for screen in 0..<screens {
      text += "    Tab(\"Tab \(screen)\", systemImage: \"square\") {\n      Screen\(screen)()\n    }\n"
    }
    text += "  }\n}\n"
    return text
  }

  /// One 48-line screen.
  private static func screen(_ number: Int) -> String {
    """
    struct Screen\(number): View {
      @State private var isEnabled = \(number % 2 == 0)
      @State private var volume = 0.\(number % 10)
      @State private var name = "Screen \(number)"
      private let columns = [GridItem(.adaptive(minimum: 80))]

      var body: some View {
        NavigationStack {
          Form {
            Section("General") {
              Toggle("Enabled", isOn: $isEnabled)
              TextField("Name", text: $name)
              Slider(value: $volume, in: 0...1)
              if isEnabled {
                Text("Volume \\(Int(volume * 100))%").font(.footnote)
              } else {
                Text("Disabled").foregroundStyle(.secondary)
              }
            }
            Section("Items") {
              ForEach(sampleItems) { item in
                ItemRow(item: item, showsDetail: item.id % 2 == 0)
              }
            }
            Section {
              header("Grid")
              LazyVGrid(columns: columns, spacing: 8) {
                ForEach(0..<6, id: \\.self) { index in
                  RoundedRectangle(cornerRadius: 8)
                    .fill(index % 2 == 0 ? Color.blue : Color.orange)
                    .frame(height: 60)
                }
              }
            }
          }
          .navigationTitle(name)
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Save") { isEnabled.toggle() } }
          }
        }
      }

      private func header(_ title: String) -> some View {
        Text(title.uppercased())
          .font(.caption)
          .foregroundStyle(.secondary)
      }
    }


    """
  }
}
