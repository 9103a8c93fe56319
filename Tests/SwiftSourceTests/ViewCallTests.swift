import LayoutEngine
import Testing

@testable import SwiftSource

/// Calls, arguments, closures and modifier chains become the intermediate tree as written.
@Suite struct ViewCallTests {
  @Test func argumentsKeepTheirLabelsInOrder() throws {
    let view = try evaluation("#Preview {\n  VStack(alignment: .leading, spacing: 12) { Text(\"a\") }\n}")
      .views[0]
    #expect(view.name == "VStack")
    #expect(view.arguments.map(\.label) == ["alignment", "spacing", nil])
    #expect(view.arguments[0].value == .member(base: nil, name: "leading"))
    #expect(view.arguments[1].value == .number(12))
    #expect(view.arguments[2].isTrailingClosure)
    #expect(view.content().map(\.description) == [#"Text("a")"#])
  }

  @Test func modifierChainIsInnermostFirst() throws {
    let view = try evaluation("#Preview { Text(\"a\").bold().padding(8).frame(maxWidth: .infinity) }").views[
      0]
    #expect(view.modifiers.map(\.name) == ["bold", "padding", "frame"])
    #expect(view.modifiers[1].arguments.map(\.value) == [.number(8)])
    #expect(view.modifiers[2].arguments.map(\.label) == ["maxWidth"])
    #expect(view.modifiers[2].arguments[0].value == .member(base: nil, name: "infinity"))
  }

  @Test func everyCallAndArgumentHasItsLocation() throws {
    let text = """
      #Preview {
        VStack {
          Text("a")
            .padding(4)
        }
      }
      """
    let view = try evaluation(text).views[0]
    #expect(view.source.description == "ContentView.swift:2:3")
    let inner = view.content()[0]
    #expect(inner.source.description == "ContentView.swift:3:5")
    #expect(inner.arguments[0].source.description == "ContentView.swift:3:10")
    #expect(inner.modifiers[0].source.description == "ContentView.swift:4:7")
    #expect(inner.modifiers[0].arguments[0].source.description == "ContentView.swift:4:16")
  }

  @Test func trailingAndAdditionalTrailingClosuresByLabel() throws {
    let text = """
      #Preview {
        Button { } label: { Label("Add", systemImage: "plus") }
        Section { Text("row") } header: { Text("Head") } footer: { Text("Foot") }
      }
      """
    let views = try evaluation(text).views
    #expect(views[0].arguments.map(\.label) == [nil, "label"])
    #expect(views[0].arguments.allSatisfy { $0.isTrailingClosure })
    #expect(views[0].content().isEmpty)
    #expect(views[0].content("label").map(\.description) == [#"Label("Add", systemImage: "plus")"#])
    #expect(
      views[1].description == #"Section { Text("row") } header: { Text("Head") } footer: { Text("Foot") }"#)
  }

  @Test func closuresPassedAsArgumentsAreContentToo() throws {
    let text = #"#Preview { Button(action: { }, label: { Text("Go") }) }"#
    let view = try evaluation(text).views[0]
    #expect(view.arguments.map(\.label) == ["action", "label"])
    #expect(!view.arguments[1].isTrailingClosure)
    #expect(view.content("label").map(\.description) == [#"Text("Go")"#])
  }

  @Test func modifierClosuresAreBuiltAsContent() throws {
    let text = """
      #Preview {
        Text("a")
          .overlay(alignment: .topTrailing) { Circle().frame(width: 8, height: 8) }
          .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") { } } }
      }
      """
    #expect(
      try outline(text)
        == #"Text("a").overlay(alignment: .topTrailing) { Circle().frame(width: 8, height: 8) }.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") { } } }"#
    )
  }

  @Test func viewsPassedAsValuesAreCalls() throws {
    let view = try evaluation(
      #"#Preview { Text("a").background(Color.blue.opacity(0.2)).overlay(Rectangle().stroke()) }"#
    )
    .views[0]
    #expect(view.modifiers[0].arguments[0].value.description == "Color.blue.opacity(0.2)")
    guard case .call(let overlay) = view.modifiers[1].arguments[0].value else {
      Issue.record("overlay's argument is not a call")
      return
    }
    #expect(overlay.name == "Rectangle")
    #expect(overlay.modifiers.map(\.name) == ["stroke"])
  }

  @Test func staticMembersOfColorAndFontAndLibraryCalls() throws {
    let text = """
      #Preview {
        Color.red
        Text("a").font(.system(size: 20, weight: .bold)).foregroundStyle(Color.accentColor)
        Text("b").font(Font.headline.weight(.semibold))
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(60))]) { }
      }
      """
    #expect(
      try outline(text)
        == #"Color(Color.red); Text("a").font(.system(size: 20, weight: .bold)).foregroundStyle(Color.accentColor); Text("b").font(Font.headline.weight(.semibold)); LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(60))]) { }"#
    )
    let views = try evaluation(text).views
    #expect(views[0].arguments[0].value == .member(base: "Color", name: "red"))
    guard case .call(let font) = views[1].modifiers[0].arguments[0].value else {
      Issue.record("font's argument is not a call")
      return
    }
    #expect(font.name == "system")
    #expect(font.base == nil)
    #expect(font.arguments.map(\.label) == ["size", "weight"])
  }

  @Test func unknownModifiersAreKept() throws {
    #expect(
      try outline(
        #"#Preview { Text("a").onAppear { }.task { }.accessibilityLabel("A").sensoryFeedback(.success, trigger: 1) }"#
      )
        == #"Text("a").onAppear { }.task { }.accessibilityLabel("A").sensoryFeedback(.success, trigger: 1)"#)
  }

  @Test func keyPathsRangesAndArrays() throws {
    let view = try evaluation(#"#Preview { Text("a").lineLimit(2...3).tag([1, 2]).id(\.self) }"#).views[0]
    #expect(
      view.modifiers[0].arguments[0].value == .range(lower: .number(2), upper: .number(3), isClosed: true))
    #expect(view.modifiers[1].arguments[0].value == .array([.number(1), .number(2)]))
    #expect(view.modifiers[2].arguments[0].value == .keyPath("self"))
  }
}
