/// One argument of an element or modifier: its name in layout files, how SwiftUI spells it, the
/// type of its value, and whether it is required or what it defaults to.
package struct ArgumentDeclaration: Sendable, Hashable {
  /// Whether an argument must be given, and what it is when it is not.
  package enum Requirement: Sendable, Hashable {
    /// Must be given; `example` is a value to show in the message that says so, `noun` what to
    /// call the argument there ("a colour name"), by default "a 'name'" (or "a name" for the
    /// main argument).
    case required(example: String, noun: String? = nil)
    /// May be left out; `default` says what it then is, for the documentation.
    case optional(default: String? = nil)
  }

  /// How SwiftUI spells the argument.
  package enum Spelling: Sendable, Hashable {
    /// An initializer or modifier argument with this label.
    case label(String)
    /// An unlabeled argument (`_ title:`); the string names the parameter.
    case unlabeled(String)
    /// A modifier applied to the view in SwiftUI (`buttonStyle`, `navigationTitle`), which a
    /// layout file writes as an argument of the element.
    case modifier(String)
    /// An environment value set with `.environment(\.key, _)`.
    case environmentKey(String)
    /// The preview's own: SwiftUI has no such argument (a photo's natural size, the previous
    /// screen's title).
    case previewOnly
  }

  /// The key a layout file writes (and diagnostics name).
  package var name: String
  package var type: ValueType
  package var requirement: Requirement
  package var swiftUI: Spelling
  /// Whether a layout file may write the argument as a key; `false` for an argument that is only
  /// ever the element's value (`Text: Hello`).
  package var isKey: Bool
  /// For a named-choice argument of a modifier: one of its names written alone stands for the
  /// whole modifier (`aspectRatio: fill`).
  package var standsAlone: Bool
  /// One line on what it does.
  package var summary: String

  package init(
    _ name: String, _ type: ValueType, _ requirement: Requirement = .optional(), swiftUI: Spelling? = nil,
    isKey: Bool = true, standsAlone: Bool = false, _ summary: String
  ) {
    self.name = name
    self.type = type
    self.requirement = requirement
    self.swiftUI = swiftUI ?? .label(name)
    self.isKey = isKey
    self.standsAlone = standsAlone
    self.summary = summary
  }

  /// Whether the argument must be given.
  package var isRequired: Bool {
    if case .required = requirement { return true }
    return false
  }
}

extension [ArgumentDeclaration] {
  /// The arguments as SwiftUI's parameter list spells them: `alignment:spacing:` when all are
  /// labelled, `_ title:, systemImage:` when one is not; modifier-spelled and preview-only
  /// arguments are left out, and `content:` ends the list of a container.
  package func swiftUIParameters(content: Bool = false) -> String {
    var parts: [String] = []
    for argument in self {
      switch argument.swiftUI {
      case .label(let label): parts.append("\(label):")
      case .unlabeled(let parameter): parts.append("_ \(parameter):")
      case .environmentKey(let key): parts.append("\\.\(key), _:")
      case .modifier, .previewOnly: break
      }
    }
    if content { parts.append("content:") }
    return parts.contains { $0.contains("_") } ? parts.joined(separator: ", ") : parts.joined()
  }
}
