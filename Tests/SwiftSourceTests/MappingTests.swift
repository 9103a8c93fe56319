import LayoutEngine
import LayoutMapping
import SwiftSource
import Testing

/// The preview `index` of `text` mapped onto the vocabulary.
func mapped(_ text: String, preview index: Int = 0, siblings: [String: String] = [:]) throws -> MappedPreview
{
  let program = try program(text, siblings: siblings)
  let previews = program.previews
  try #require(previews.count > index)
  return program.tree(of: previews[index])
}

/// `body` as a `#Preview`'s content, mapped.
func mapped(body: String, declarations: String = "") throws -> MappedPreview {
  try mapped("import SwiftUI\n\(declarations)\n#Preview {\n\(body)\n}\n")
}

/// A mapped preview's warnings as `line:column: message`.
func messages(_ preview: MappedPreview) -> [String] {
  preview.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
}

@Suite("mapping the tree onto the vocabulary")
struct MappingTests {
  @Test("every node keeps the file:line:column of its call; an inlined view its own place in its file")
  func sources() throws {
    let tree = try mapped(
      """
      import SwiftUI
      struct Row: View {
        let title: String
        var body: some View {
          Text(title)
            .padding()
        }
      }
      #Preview {
        List {
          Row(title: "A")
          Text("B")
        }
      }
      """
    ).body
    #expect(tree.source?.description == "ContentView.swift:10:3")
    #expect(
      tree.children.map { $0.source?.description } == ["ContentView.swift:5:5", "ContentView.swift:12:5"])
  }

  @Test("ForEach and Group give their views to the parent, with their modifiers on each")
  func forEachAndGroup() throws {
    let tree = try mapped(
      body: """
        List {
          ForEach(["a", "b", "c"], id: \\.self) { name in Text(name) }
          Group { Text("x"); Text("y") }.font(.headline)
          EmptyView()
        }
        """
    ).body
    #expect(tree.children.map(\.element) == [.text("a"), .text("b"), .text("c"), .text("x"), .text("y")])
    #expect(tree.children[3].modifiers == [.font(Font(style: .headline))])
  }

  @Test("closures fill the parameters they stand for: a toggle's label, a section's header, an image label")
  func closures() throws {
    let tree = try mapped(
      body: """
        Form {
          Section {
            Toggle(isOn: .constant(false)) { Text("Sounds") }
            Button { } label: { Image(systemName: "plus") }
          } header: {
            Text("General")
          }
        }
        """
    ).body
    let section = tree.children[0]
    #expect(section.element == .section(hasHeader: true, hasFooter: false))
    #expect(
      section.children.map(\.element) == [
        .text("General"), .toggle(title: "Sounds", isOn: false), .button(title: "", style: .plain),
      ])
    // The image label is drawn inside the button.
    #expect(section.children[2].children.map(\.element) == [.image(.symbol("plus"))])
  }

  @Test("what the vocabulary has not: a Placeholder box with the view's name, one warning per name")
  func placeholders() throws {
    let tree = try mapped(
      body: """
        VStack {
          ColorPicker("Tint", selection: .constant(Color.red))
          ColorPicker("Again", selection: .constant(Color.blue))
          SalesChart()
          Text("x").shadow(radius: 2).symbolEffect(.bounce)
        }
        """
    )
    #expect(
      tree.body.children.map(\.element) == [
        .placeholder("ColorPicker"), .placeholder("ColorPicker"), .placeholder("SalesChart"), .text("x"),
      ])
    // The evaluator's warnings about the root come first, then the mapping's in tree order.
    #expect(
      messages(tree) == [
        "7:3: 'SalesChart' is neither a SwiftUI view nor declared in the files read; drawn as a placeholder",
        "5:3: 'ColorPicker' is not a view the preview draws; drawn as a placeholder",
        "8:30: modifier '.symbolEffect' is not applied by the preview; ignored",
      ])
  }

  @Test("a half-open line range is the lines below its bound; colour and effect modifiers are accepted")
  func lenientValues() throws {
    // The spellings both syntaxes share are stated once for both readers in
    // Tests/LayoutMappingTests/ModifierTests.swift; a layout file refuses `..<4` (SpelledValueTests).
    let tree = try mapped(
      body: """
        VStack {
          Text("b").lineLimit(..<4)
          Text("e").foregroundStyle(.secondary).fill(.blue).shadow(radius: 4)
        }
        """)
    #expect(messages(tree).isEmpty)
    let modifiers = tree.body.children.map(\.modifiers)
    #expect(modifiers[0] == [.lineLimit(3)])
    #expect(modifiers[1].map(\.kind) == [.accepted, .accepted, .accepted])
  }

  @Test("what a declaration rejects is a warning at the argument's place, and the rest still previews")
  func rejectedArguments() throws {
    let tree = try mapped(
      body: """
        VStack {
          Slider(value: .constant(4))
          Text("a").frame(minWidth: 200, maxWidth: 100)
          TabView { Text("no tab") }
        }
        """
    )
    #expect(tree.body.children.map(\.element) == [.slider(value: 0.5), .text("a"), .placeholder("TabView")])
    #expect(tree.body.children[1].modifiers == [])
    #expect(
      messages(tree) == [
        "5:10: expected a number from 0 to 1 for 'value', found 4; ignored",
        "6:12: 'minWidth' (200) is larger than 'maxWidth' (100); '.frame' is ignored",
        "7:13: a TabView's content is a list of 'Tab's or views with a 'tabItem', found 'Text'; "
          + "drawn as a placeholder",
      ])
  }

  @Test("an unknown value is its placeholder text in a string and a warning where it is used")
  func unknownValues() throws {
    let tree = try mapped(
      """
      import SwiftUI
      struct Detail: View {
        @ObservedObject var model: Model
        var body: some View {
          Text(model.title).frame(width: model.width)
        }
      }
      #Preview { Detail(model: Model()) }
      """
    )
    #expect(tree.body.element == .text("‹model.title›"))
    // The unknown width is left out: a frame that fixes nothing.
    #expect(tree.body.modifiers == [.frame(FrameSpec(alignment: .center))])
    #expect(
      messages(tree) == [
        "5:10: 'model.title' cannot be known without running the app; shown as ‹model.title›",
        "5:29: 'model.width' cannot be known without running the app; shown as ‹model.width›",
      ])
  }

  @Test("a view whose required number cannot be known is drawn with a stand-in, not as a placeholder box")
  func standInNumbers() throws {
    let shape = try mapped(body: "RoundedRectangle(cornerRadius: style.radius).frame(width: 40, height: 40)")
    #expect(shape.body.element == .roundedRectangle(cornerRadius: 0))
    #expect(
      messages(shape) == [
        "4:18: 'style.radius' cannot be known without running the app; drawn with 0 for 'cornerRadius'"
      ])
    // A known radius is the radius.
    let known = try mapped(body: "RoundedRectangle(cornerRadius: 12)")
    #expect(known.body.element == .roundedRectangle(cornerRadius: 12))
  }

  @Test("a title that cannot be read as text is shown as its source, traced, not as a placeholder box")
  func titleShownAsSource() throws {
    // Traced by its short title: the call with its arguments left out.
    let label = try mapped(
      body: "Label(ByteCountFormatter.string(fromByteCount: 2048, countStyle: .file), systemImage: \"doc\")")
    #expect(label.body.element == .label(title: "‹ByteCountFormatter.string(…)›", systemImage: "doc"))
    #expect(
      messages(label) == [
        "4:7: expected a string for 'title', found ByteCountFormatter.string(fromByteCount: 2048, countStyle: .file); shown as ‹ByteCountFormatter.string(…)›"
      ])
  }

  @Test("an implicit .init(…) is the type the argument takes: EdgeInsets for padding, GridItem for columns")
  func implicitInitializers() throws {
    let padded = try mapped(body: "Text(\"a\").padding(.init(top: 6, leading: 20, bottom: 12, trailing: 0))")
    #expect(padded.body.modifiers == [.padding(EdgeInsets(top: 6, leading: 20, bottom: 12, trailing: 0))])
    #expect(messages(padded).isEmpty)
    let grid = try mapped(body: "LazyVGrid(columns: [.init(.flexible()), .init(.fixed(80))]) { Text(\"a\") }")
    #expect(messages(grid).isEmpty, "\(messages(grid))")
    #expect(grid.body.element.typeName == "LazyVGrid")
  }

  @Test("an action closure's unknowns are never drawn, so never reported")
  func actionsAreQuiet() throws {
    let tree = try mapped(body: "Button(\"Save\") { model.save() }")
    #expect(tree.body.element == .button(title: "Save", style: .plain))
    #expect(messages(tree) == [])
  }

  @Test("every element of the vocabulary whose arguments are text is reachable from Swift by its name")
  func everyTextElement() throws {
    // Group and EmptyView are resolved by the evaluator as SwiftUI does: a group's views join the
    // enclosing container, an empty view adds none.
    for declaration in Declarations.elements where !["Group", "EmptyView"].contains(declaration.name) {
      let required = declaration.arguments.filter(\.isRequired)
      guard required.allSatisfy({ [.text, .localizedText, .symbolName].contains($0.type) }),
        declaration.needsOneOf == nil, !declaration.isContainer || declaration.content == .views
      else { continue }
      var arguments: [String] = []
      for argument in required {
        switch argument.swiftUI {
        case .unlabeled: arguments.append("\"x\"")
        case .label(let label): arguments.append("\(label): \"x\"")
        default: continue
        }
      }
      guard arguments.count == required.count else { continue }
      let content = declaration.isContainer ? " { Text(\"in\") }" : ""
      let tree = try mapped(body: "\(declaration.name)(\(arguments.joined(separator: ", ")))\(content)")
      #expect(tree.body.element.typeName == declaration.name, "\(declaration.name)")
    }
  }
}
