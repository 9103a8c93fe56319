import LayoutEngine
import LayoutMapping
import Testing

@testable import SwiftSource

/// The corpus reads as a SwiftUI developer would expect: each file's previews, and the parts of
/// their trees that show the constructs at work.
@Suite struct CorpusTests {
  private func evaluate(_ name: String, _ index: Int = 0, platform: Platform = .iOS) throws -> Evaluation {
    let program = try Corpus.program(name, platform: platform)
    return program.evaluate(program.previews[index])
  }

  @Test func everyFileParsesWithoutErrors() {
    for file in Corpus.parsed { #expect(file.errors.isEmpty, "\(file.path): \(file.errors)") }
  }

  @Test func previewsOfEveryFile() throws {
    var found: [String] = []
    for file in Corpus.files {
      for preview in try Corpus.program(file.name).previews {
        found.append("\(file.name): \(preview.title) (\(preview.kind.rawValue))")
      }
    }
    #expect(
      found == [
        "InboxView.swift: Inbox (previewProvider)",
        "InboxView.swift: Landscape (previewProvider)",
        "InboxView.swift: InboxView (previewProvider)",
        "OrderStatus.swift: Collapsed (previewMacro)",
        "OrderStatus.swift: Expanded (previewMacro)",
        "PhotoGrid.swift: PhotoGrid (previewMacro)",
        "ProfileHeader.swift: ProfileHeader (viewStruct)",
        "ProfileView.swift: ProfileView (previewMacro)",
        "RecipeList.swift: Recipes (previewMacro)",
        "RecipeList.swift: Empty (previewMacro)",
        "SettingsView.swift: SettingsView (previewMacro)",
        "StatView.swift: StatView (viewStruct)",
        "StatView.swift: Card (viewStruct)",
        "TripPlanner.swift: Trips (previewMacro)",
        "TripPlanner.swift: Detail (previewMacro)",
        "TripPlanner.swift: Empty trip (previewMacro)",
        "TripPlanner.swift: New trip (previewMacro)",
        "TripPlanner.swift: Row (previewMacro)",
      ])
  }

  @Test func settingsFormReadsStateAndEnums() throws {
    let evaluation = try evaluate("SettingsView.swift")
    #expect(
      evaluation.views.map(\.description) == [
        #"NavigationStack { Form { Section("Account") { LabeledContent("Signed in as", value: "Taylor"); Button("Sign Out", role: .destructive) { } }; Section { Toggle("Notifications", isOn: true); Toggle("Sounds", isOn: false); Slider(value: 0.6, in: 0...1) { Text("Volume") } } header: { Text("Notifications") } footer: { Text("You can change this later in the system settings.") }; Section("Sync") { Stepper("Refresh every 15 minutes", value: 15, in: 5...60, step: 5); Picker("Appearance", selection: Appearance.system) { ForEach([Appearance.system, Appearance.light, Appearance.dark]) { mode in Text("Automatic").tag(Appearance.system); Text("Light").tag(Appearance.light); Text("Dark").tag(Appearance.dark) } } }; Section { Link("Privacy Policy", destination: "https://example.com/privacy"); Text("Version 2.4 (311)").font(.footnote).foregroundStyle(.secondary) } }.navigationTitle("Settings").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") { ‹dismiss()›() } } } }"#
      ])
    // The only approximation is inside the Done button's action, which nothing draws.
    #expect(evaluation.warnings.isEmpty)
  }

  @Test func recipeListUsesTheSiblingModelFile() throws {
    let evaluation = try evaluate("RecipeList.swift")
    #expect(evaluation.filesUsed == ["RecipeList.swift", "Recipe.swift"])
    #expect(evaluation.allWarnings.isEmpty)
    let sections = evaluation.views[0].content()[0].content()[0].content()
    #expect(
      sections.map { $0.arguments[0].value } == [.string("Breakfast"), .string("Lunch"), .string("Dinner")])
    let lunch = sections[1].content()[0].content()
    #expect(
      lunch.map(\.description) == [
        #"NavigationLink(value: Recipe(id: ‹id›, name: "Lentil soup", minutes: 45, servings: 4, isFavorite: true, category: Category.lunch)) { HStack { VStack(alignment: .leading, spacing: 2) { Text("Lentil soup").font(.headline); Text("45 min · serves 4").font(.subheadline).foregroundStyle(.secondary) }; Spacer(); Image(systemName: "heart.fill").foregroundStyle(.pink) } }"#
      ])
    #expect(try evaluate("RecipeList.swift", 1).views[0].content()[0].content()[0].content().count == 3)
  }

  @Test func inboxOverModelDataHasRepresentativeRowsAndAToolbar() throws {
    let evaluation = try evaluate("InboxView.swift")
    let list = evaluation.views[0].content()[0]
    #expect(list.content()[0].content().count == 3)
    #expect(
      list.modifiers.map(\.name) == ["listStyle", "refreshable", "navigationTitle", "toolbar", "sheet"])
    let toolbar = list.modifiers[3].content()
    #expect(
      toolbar.map(\.description) == [
        "ToolbarItem(placement: .topBarLeading) { EditButton() }",
        #"ToolbarItem(placement: .topBarTrailing) { Button { } label: { Label("Compose", systemImage: "square.and.pencil") } }"#,
        // `model.isLoading` is not known: the screen's content, not its loading state.
        #"ToolbarItem(placement: .bottomBar) { Text("Updated just now").font(.caption) }"#,
      ])
    #expect(
      evaluation.allWarnings.map(\.description).contains(
        "InboxView.swift:11:17: warning: ForEach over 'model.messages' cannot be known statically; showing 3 rows of its template"
      ))
  }

  @Test func photoGridExpandsItsRangeAndKeepsThePlatformModifier() throws {
    let grid = try evaluate("PhotoGrid.swift").views[0]
    let scroll = grid.content()[0]
    #expect(scroll.modifiers.map(\.name) == ["navigationTitle", "navigationBarTitleDisplayMode"])
    #expect(scroll.modifiers[0].arguments[0].value == .string("Library"))
    let cells = scroll.content()[1].content()[0].content()
    #expect(cells.count == 24)
    // Every fifth cell has a heart in its overlay.
    let hearts = cells.indices.filter { !cells[$0].modifiers[1].content().isEmpty }
    #expect(hearts == [0, 5, 10, 15, 20])
    let watch = try evaluate("PhotoGrid.swift", platform: .watchOS).views[0].content()[0]
    #expect(watch.modifiers.map(\.name) == ["navigationTitle"])
  }

  @Test func profileIsBuiltFromSubviewsOfSiblingFiles() throws {
    let evaluation = try evaluate("ProfileView.swift")
    #expect(evaluation.filesUsed == ["ProfileView.swift", "ProfileHeader.swift", "StatView.swift"])
    #expect(evaluation.allWarnings.isEmpty)
    let stack = evaluation.views[0].content()[0]
    let parts = stack.content()
    #expect(parts.map { $0.inlinedFrom.map(\.name) } == [["ProfileHeader"], [], ["Card"], ["Card"]])
    #expect(
      parts[0].content().map(\.description)[1...] == [
        #"Text("Maya Fischer").font(.title2.bold())"#, #"Text("@maya").foregroundStyle(.secondary)"#,
      ])
    #expect(
      parts[1].content().map { $0.content()[0].arguments[0].value } == [
        .string("128"), .string("2.4k"), .string("180"),
      ])
    #expect(
      parts[3].content()[1].content().map(\.description) == [
        #"Label("maya.design", systemImage: "globe")"#, #"Label("github.com/maya", systemImage: "link")"#,
      ])
  }

  @Test func orderStatusSwitchesAndBindings() throws {
    let collapsed = try evaluate("OrderStatus.swift", 0)
    #expect(
      collapsed.views.map(\.description) == [
        #"VStack(alignment: .leading, spacing: 12) { Text("Order #1042").font(.headline); Text(.now, style: .date).font(.subheadline); Label("Order placed", systemImage: "cart"); ProgressView(value: 0.25).tint(.accentColor); Text("2 items").foregroundStyle(.secondary); Text(Total: ‹129›); Button("Track Package") { }.buttonStyle(.borderedProminent) }.padding()"#
      ])
    let expanded = try evaluate("OrderStatus.swift", 1).views[0].content()
    #expect(expanded[4].content().map(\.description) == [#"Text("• Headphones")"#, #"Text("• Case")"#])
    let watch = try evaluate("OrderStatus.swift", 0, platform: .watchOS).views[0].content()
    #expect(watch.last?.description == #"Text("Open on iPhone for details")"#)
  }

  /// A preview of the trip planner (an app of a few hundred lines) mapped onto the vocabulary.
  private func trip(_ index: Int) throws -> MappedPreview {
    let program = try Corpus.program("TripPlanner.swift")
    return program.tree(of: program.previews[index])
  }

  /// The warnings of a mapped preview without their file, `line:column: message`.
  private func tripWarnings(_ preview: MappedPreview) -> [String] {
    preview.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
  }

  @Test func tripListReadsItsStoreFromTheEnvironmentAndFiltersItsTrips() throws {
    let trips = try trip(0)
    // Nothing is a placeholder and nothing is left out: `background(_:in:)` draws its shape, the
    // `clipShape` clips and is drawn.
    #expect(tripWarnings(trips) == [])
    let all = elements(trips.body)
    for name in ["Lisbon & Porto", "Dolomites hut to hut", "Pacific Coast Highway", "3 stops · 8 nights"] {
      #expect(all.contains(.text(name)), "\(name)")
    }
    #expect(all.filter { $0 == .navigationLink }.count == 3)
    #expect(all.contains(.label(title: "Road trip", systemImage: "car")), "a chip for every kind")
    #expect(!all.contains(.text("No trips yet")), "the store has trips, so the list shows")
    #expect(!all.contains { $0.typeName == "Placeholder" })
  }

  @Test func tripDetailFormatsItsBudgetAndDate() throws {
    let detail = try trip(1)
    #expect(
      tripWarnings(detail) == [
        "229:11: 'Map' is neither a SwiftUI view nor declared in the files read; drawn as a placeholder"
      ])
    let all = elements(detail.body)
    for text in ["Jan 1, 2026", "€1,800.00", "1150 € left", "Sintra", "1 night", "3 nights"] {
      #expect(all.contains(.text(text)), "\(text)")
    }
    #expect(all.contains(.progressView(.linear(650.0 / 1800.0))))
    #expect(all.contains(.placeholder("Map")))
  }

  @Test func newTripFormShowsItsStateInItsControls() throws {
    let form = try trip(3)
    // `.disabled(…)` is applied (drawn dimmed): nothing is approximated.
    #expect(tripWarnings(form) == [])
    let all = elements(form.body)
    #expect(all.contains(.stepper(title: "3 nights")))
    #expect(all.contains(.slider(value: 900.0 / 9900.0)))
    #expect(all.contains(.text("Budget: 1000 €")))
    #expect(all.contains(.button(title: "Jan 1, 2026", style: .bordered)))
  }
}
