import Testing

@testable import SwiftSource

/// Constants, state, bindings and expressions evaluate to values when they can be known.
@Suite struct ValueTests {
  @Test func letAndVarConstants() throws {
    let body = """
      let title = "Inbox"
      var count = 3
      let spacing: CGFloat = 8 * 2
      VStack(spacing: spacing) { Text(title); Text("\\(count) new") }
      """
    #expect(try outline(body: body) == #"VStack(spacing: 16) { Text("Inbox"); Text("3 new") }"#)
  }

  @Test func stateBindingAndPreviewableInitialValues() throws {
    let text = """
      import SwiftUI
      struct Settings: View {
        @State private var wifi = true
        @Binding var volume: Double
        @AppStorage("name") var name = "Sam"
        var body: some View {
          Form { Toggle("Wi-Fi", isOn: $wifi); Slider(value: $volume); Text(name) }
        }
      }
      #Preview("constant") { Settings(volume: .constant(0.3)) }
      #Preview("previewable") {
        @Previewable @State var volume = 0.8
        Settings(volume: $volume)
      }
      """
    #expect(
      try outline(text, preview: 0)
        == #"Form { Toggle("Wi-Fi", isOn: true); Slider(value: 0.3); Text("Sam") }"#)
    #expect(
      try outline(text, preview: 1)
        == #"Form { Toggle("Wi-Fi", isOn: true); Slider(value: 0.8); Text("Sam") }"#)
  }

  @Test func bindingConstantSpelledInFull() throws {
    #expect(
      try outline(body: "Toggle(\"On\", isOn: Binding.constant(false))") == #"Toggle("On", isOn: false)"#)
  }

  @Test func stringInterpolationWithKnownValuesAndSpecifiers() throws {
    let body = """
      let price = 4.5
      let name = "Tea"
      Text("\\(name) costs \\(price, specifier: "%.2f") (\\(Int(price * 2)) for two)")
      """
    #expect(try outline(body: body) == #"Text("Tea costs 4.50 (9 for two)")"#)
  }

  @Test func stringEscapesAndMultilineLiterals() throws {
    let body = #"""
      Text("Tab\tand \"quotes\"")
      Text("""
        First line
        Second line
        """)
      """#
    let views = try evaluation("#Preview {\n\(body)\n}").views
    #expect(views[0].arguments[0].value == .string("Tab\tand \"quotes\""))
    #expect(views[1].arguments[0].value == .string("First line\nSecond line"))
  }

  @Test func textConcatenation() throws {
    #expect(try outline(body: #"Text("Hello, ") + Text("world")"#) == #"Text("Hello, world")"#)
    let styled = try evaluation("#Preview {\n  Text(\"Total: \").bold() + Text(\"3\")\n}")
    #expect(styled.views.map(\.description) == [#"Text("Total: 3")"#])
    #expect(
      styled.warnings.map(\.description) == [
        "ContentView.swift:2:3: warning: the modifiers of concatenated Text parts are not kept; the text is joined"
      ])
  }

  @Test func arithmeticComparisonsAndLogic() throws {
    let body = """
      let a = 7
      let b = 2
      Text("\\(a + b) \\(a - b) \\(a * b) \\(a / b) \\(a % b)")
      Text("\\(a > b && !(b == 3)) \\(a <= b || false)")
      Text(a == 7 ? "seven" : "other")
      Spacer(minLength: -b)
      """
    #expect(
      try outline(body: body)
        == #"Text("9 5 14 3.5 1"); Text("true false"); Text("seven"); Spacer(minLength: -2)"#)
  }

  @Test func stringAndArrayMembers() throws {
    let body = """
      let words = ["b", "a", "c"]
      Text(words.sorted().joined(separator: ", "))
      Text("\\(words.count) \\(words.first!) \\("mixed Case".capitalized) \\("x".uppercased())")
      """
    #expect(try outline(body: body) == #"Text("a, b, c"); Text("3 b Mixed Case X")"#)
  }

  @Test func enumsOfTheFileRawValuesAndComputedProperties() throws {
    let text = """
      import SwiftUI
      enum Tab: String, CaseIterable { case home, search = "Find"
        var symbol: String { self == .home ? "house" : "magnifyingglass" }
      }
      #Preview {
        ForEach(Tab.allCases, id: \\.self) { tab in Label(tab.rawValue, systemImage: tab.symbol) }
      }
      """
    #expect(
      try outline(text)
        == #"ForEach([Tab.home, Tab.search], id: \.self) { tab in Label("home", systemImage: "house"); Label("Find", systemImage: "magnifyingglass") }"#
    )
  }

  @Test func staticMembersOfExtensionsOfLibraryTypes() throws {
    let text = """
      import SwiftUI
      extension Color { static let brand = Color.orange }
      extension Font { static let hero = Font.system(size: 40) }
      #Preview { Text("a").foregroundStyle(.brand).font(.hero) }
      """
    #expect(try outline(text) == #"Text("a").foregroundStyle(Color.orange).font(Font.system(size: 40))"#)
  }

  @Test func staticFunctionsOfExtensionsOfLibraryTypesByALeadingDot() throws {
    // An app's font helpers, called with a leading dot where a `Font` is expected; the view
    // extension of the same name (a modifier) is not what `.font(…)` takes.
    let text = """
      import SwiftUI
      extension Font {
        static func brandSemiBold(size: CGFloat) -> Font { .custom("Brand-SemiBold", size: size) }
      }
      extension View {
        func brandSemiBold(size: CGFloat) -> some View { font(.brandSemiBold(size: size)) }
      }
      #Preview { Text("a").font(.brandSemiBold(size: 20)) }
      """
    #expect(try outline(text) == #"Text("a").font(.custom("Brand-SemiBold", size: 20))"#)
  }
}
