/// One element as SwiftUI and layout files spell it: its name, its arguments and their types,
/// the argument a bare value stands for, what children it takes, a line of documentation, and
/// the function that builds the `Element` from typed argument values.
///
/// Every reader works from these: the YAML reader now, a Swift-source reader next; the element
/// table of docs/LayoutFormat.md is generated from them, and "did you mean" ranks their names.
package struct ElementDeclaration: Sendable {
  /// The layout-file name, SwiftUI's type name.
  package var name: String
  package var arguments: [ArgumentDeclaration]
  /// The argument a value written right after the name stands for (`Text: Hello`, `Button: OK`).
  package var mainArgument: String?
  package var content: ContentRule
  /// Arguments of which one must be given although each is optional on its own (`Image`: a
  /// symbol or a photo).
  package var needsOneOf: OneOf?
  /// One line on what it is.
  package var summary: String
  /// The element for typed argument values; throws for arguments that do not go together.
  package var build: @Sendable (ArgumentValues) throws(DeclarationError) -> Element
  /// The children as the element keeps them, from the ones written (a section's header and
  /// footer become its first and last child); `nil` keeps them as written.
  package var arrangeChildren: (@Sendable (ArgumentValues, [ViewNode]) -> [ViewNode])?
  /// SwiftUI's spelling when it is not one initializer of the declared arguments (`Color.blue`).
  private var spelling: String?
  /// Checks the children against the element's other arguments (a tab view's selection).
  package var checkChildren: (@Sendable (Element, [ViewNode]) throws(DeclarationError) -> Void)?

  package init(
    _ name: String, _ summary: String, arguments: [ArgumentDeclaration] = [], main: String? = nil,
    content: ContentRule = .none, needsOneOf: OneOf? = nil, signature: String? = nil,
    arrangeChildren: (@Sendable (ArgumentValues, [ViewNode]) -> [ViewNode])? = nil,
    checkChildren: (@Sendable (Element, [ViewNode]) throws(DeclarationError) -> Void)? = nil,
    build: @escaping @Sendable (ArgumentValues) throws(DeclarationError) -> Element
  ) {
    self.name = name
    self.summary = summary
    self.arguments = arguments
    self.mainArgument = main
    self.content = content
    self.needsOneOf = needsOneOf
    self.spelling = signature
    self.arrangeChildren = arrangeChildren
    self.checkChildren = checkChildren
    self.build = build
  }

  /// The declaration of argument `name`.
  package func argument(_ name: String) -> ArgumentDeclaration? { arguments.first { $0.name == name } }

  /// The names a layout file may write as keys, in declaration order.
  package var keys: [String] { arguments.filter(\.isKey).map(\.name) }

  /// Whether the element takes children.
  package var isContainer: Bool { content != .none }

  /// Whether its name alone is a whole node (`- Divider`): a leaf that needs no argument.
  package var allowsBareName: Bool {
    content == .none && needsOneOf == nil && !arguments.contains(where: \.isRequired)
  }

  /// The main argument, when it is the element's translatable string.
  package var localizedArgument: String? {
    guard let mainArgument, argument(mainArgument)?.type == .localizedText else { return nil }
    return mainArgument
  }

  /// SwiftUI's initializer as the declaration spells it: `Button(_ title:)`,
  /// `VStack(alignment:spacing:content:)`; modifier-spelled and preview-only arguments are left
  /// out (`modifierSpellings` lists the former).
  package var signature: String {
    if let spelling { return spelling }
    return "\(name)(\(arguments.swiftUIParameters(content: content != .none)))"
  }

}

extension ElementDeclaration {
  /// The SwiftUI modifiers that stand for some of the arguments (`.buttonStyle`, `.navigationTitle`).
  package var modifierSpellings: [String] {
    arguments.compactMap { argument in
      if case .modifier(let name) = argument.swiftUI { return ".\(name)" }
      return nil
    }
  }
}

/// Arguments of which an element needs one, and what to say when none is given.
package struct OneOf: Sendable, Hashable {
  package var arguments: [String]
  package var message: String

  package init(_ arguments: [String], message: String) {
    self.arguments = arguments
    self.message = message
  }
}

/// What children an element takes.
package enum ContentRule: Sendable, Hashable {
  /// None: a leaf.
  case none
  /// Any number of views.
  case views
  /// Exactly one root view.
  case oneView
  /// One or more views of the element named (a `TabView`'s `Tab`s).
  case only(String)
  /// A number of columns in the range; the readers read each column that is not a navigation
  /// stack inside one (`columnStacks`), as SwiftUI gives every column its bar and title.
  case columns(ClosedRange<Int>)

  /// The elements a split view's column may be without the readers putting it in a navigation stack.
  package static let columnStacks: Set<String> = ["NavigationStack", "NavigationView"]

  /// Whether the children are a split view's columns.
  package var isColumns: Bool {
    if case .columns = self { true } else { false }
  }

  /// Checks `children` of element `name`; errors are located at the element or a child.
  package func check(_ children: [ViewNode], of name: String) throws(DeclarationError) {
    switch self {
    case .none, .views:
      return
    case .oneView:
      guard children.count == 1 else {
        throw DeclarationError(
          "'\(name)' has one root view, found \(children.count); wrap several in a VStack",
          at: children.count > 1 ? .child(1) : .element)
      }
    case .only(let type):
      guard !children.isEmpty else {
        throw DeclarationError("'\(name)' needs at least one '\(type)' in its content", at: .element)
      }
      // A view with a `tabItem` is SwiftUI's older spelling of a `Tab`.
      for (index, child) in children.enumerated()
      where child.element.typeName != type
        && !(type == "Tab" && child.modifiers.contains { $0.kind == .tabItem })
      {
        throw DeclarationError(
          "a \(name)'s content is a list of '\(type)'s\(type == "Tab" ? " or views with a 'tabItem'" : ""), "
            + "found '\(child.element.typeName)'", at: .child(index))
      }
    case .columns(let range):
      guard range.contains(children.count) else {
        throw DeclarationError(
          "'\(name)' needs 2 columns (sidebar, detail) or 3 (sidebar, content, detail) in its 'content', "
            + "found \(children.count)", at: .element)
      }
    }
  }
}
