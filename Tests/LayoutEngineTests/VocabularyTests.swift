import TestSupport
import Testing

@testable import LayoutEngine

/// Every element and modifier is declared once, and every declaration is complete: a new case in
/// a family without a declaration, or a declaration that names nothing, fails here.
@Suite("Vocabulary")
struct VocabularyTests {
  /// The element names the engine makes for itself, and the custom layouts Swift code makes
  /// (`Element.layout(_:)`), which layout files do not write.
  let engineMade = SystemBar.Kind.allCases.map(\.rawValue) + [Adaptive.Kind.custom.rawValue]
  /// The modifiers only Swift code sets: an alignment guide's closure, and a modifier whose
  /// lengths code computes from a `GeometryReader`'s proxy or the screen. A layout value has a
  /// declaration since `gridColumnAlignment` builds one (the grid's), as Swift code's
  /// `layoutValue(key:value:)` does for its custom layouts.
  let swiftOnlyModifiers: Set<Modifier.Kind> = [.alignmentGuide, .computed]

  @Test("every element a layout can write has exactly one declaration, and every declaration an element")
  func everyElementIsDeclared() {
    let declared = Declarations.elements.map(\.name)
    #expect(Set(declared).count == declared.count, "a name is declared twice")
    let writable = Element.typeNames.filter { !engineMade.contains($0) }
    #expect(Set(writable) == Set(declared))
    #expect(Element.typeNames.count == Set(Element.typeNames).count, "two kinds share a type name")
  }

  @Test("every modifier the engine has is built by a declaration, and names are unique")
  func everyModifierIsDeclared() {
    let produced = Set(Declarations.modifiers.flatMap(\.produces))
    #expect(produced == Set(Modifier.Kind.allCases).subtracting(swiftOnlyModifiers))
    let names = Declarations.modifiers.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(Set(names).isDisjoint(with: Declarations.elements.map(\.name)))
  }

  @Test("declarations are complete: main arguments exist, names are unique, requirements have examples")
  func declarationsAreComplete() {
    for declaration in Declarations.elements {
      let names = declaration.arguments.map(\.name)
      #expect(Set(names).count == names.count, "\(declaration.name) repeats an argument")
      if let main = declaration.mainArgument {
        #expect(names.contains(main), "\(declaration.name)'s main argument \(main) is not declared")
      }
      for argument in declaration.arguments where !argument.isKey {
        #expect(
          argument.name == declaration.mainArgument, "\(declaration.name).\(argument.name) cannot be written")
      }
      for name in declaration.needsOneOf?.arguments ?? [] {
        #expect(names.contains(name), "\(declaration.name) needs one of an undeclared \(name)")
      }
      #expect(!declaration.summary.isEmpty)
      #expect(declaration.signature.hasPrefix(declaration.name))
    }
    for declaration in Declarations.modifiers {
      let names = declaration.arguments.map(\.name)
      #expect(Set(names).count == names.count, "\(declaration.name) repeats an argument")
      if let main = declaration.mainArgument { #expect(names.contains(main)) }
      #expect(!declaration.summary.isEmpty)
    }
  }

  @Test("SwiftUI signatures spell labels as SwiftUI does, `_` for the unlabeled first argument")
  func signatures() {
    let element = { (name: String) in Declarations.element(name)!.signature }
    #expect(element("Button") == "Button(_ title:, systemImage:, role:, label:)")
    #expect(element("Section") == "Section(_ title:, header:, footer:, content:)")
    #expect(element("Label") == "Label(_ title:, systemImage:)")
    #expect(element("VStack") == "VStack(alignment:spacing:content:)")
    #expect(element("Divider") == "Divider()")
    #expect(Declarations.modifier("frame")!.signature.hasPrefix(".frame(width:height:minWidth:"))
    #expect(Declarations.modifier("padding")!.signature == ".padding(_ insets:)")
    #expect(
      Declarations.modifier("flipsForRightToLeft")!.signature
        == ".flipsForRightToLeftLayoutDirection(_ enabled:)")
  }

  @Test("build functions make the element their declaration names, from typed values")
  func buildsFromTypedValues() throws {
    var values = ArgumentValues()
    values.append("title", .text("OK"))
    values.append("style", .choice("borderedProminent"))
    #expect(try Declarations.element("Button")!.build(values) == .button(title: "OK", style: .prominent))
    var image = ArgumentValues()
    image.append("photo", .text("beach"))
    image.append("width", .number(800))
    #expect(
      try Declarations.element("Image")!.build(image)
        == .image(.photo("beach", naturalSize: Size(width: 800, height: 600))))
  }

  @Test("arguments that do not go together are an error naming the argument, for any reader to locate")
  func crossArgumentErrors() {
    var both = ArgumentValues()
    both.append("systemName", .text("star"))
    both.append("photo", .text("beach"))
    #expect(
      throws: DeclarationError(
        "an Image shows either 'systemName' or 'photo', not both", at: .argumentName("photo"))
    ) {
      try Declarations.element("Image")!.build(both)
    }
    var frame = ArgumentValues()
    frame.append("minWidth", .length(.fixed(90)))
    frame.append("maxWidth", .length(.fixed(40)))
    #expect(throws: DeclarationError("'minWidth' (90) is larger than 'maxWidth' (40)", at: .element)) {
      try Declarations.modifier("frame")!.build(frame)
    }
  }

  @Test("traits come from the family: containers, drawn content, text, tappable controls")
  func traits() {
    #expect(Element.vStack().traits == .container)
    #expect(Element.text("a").traits == [.drawsContent, .showsText])
    #expect(Element.button(title: "a").traits.contains(.tappable))
    #expect(Element.slider(value: 0.5).traits.contains(.tappable))
    #expect(!Element.progressView(.circular).traits.contains(.tappable))
    #expect(Element.list().traits == [.container, .drawsBackdrop])
    #expect(Element.spacer().traits.isEmpty)
    #expect(Element.searchField(prompt: "a").traits.contains(.showsText))
  }
}
