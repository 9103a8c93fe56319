/// Why a declaration's build rejected its arguments, with where the problem is in terms every
/// reader can locate: the element (or modifier) itself, an argument's name or value, or a child.
package struct DeclarationError: Error, Sendable, Hashable {
  /// What the message says.
  package enum Message: Sendable, Hashable {
    /// A whole message.
    case text(String)
    /// "expected `what` for '`argument`', found …", finished by the reader, which knows what was
    /// found; the location is the argument's value.
    case expected(String)
  }

  /// Where the problem is.
  package enum Location: Sendable, Hashable {
    /// The element's name (for a modifier: its value).
    case element
    /// The name of an argument as written.
    case argumentName(String)
    /// The value of an argument.
    case argumentValue(String)
    /// The `n`-th child.
    case child(Int)
  }

  package var message: Message
  package var location: Location

  package init(_ message: String, at location: Location) {
    self.message = .text(message)
    self.location = location
  }

  /// "expected `what` for '`argument`', found …", at the argument's value.
  package static func expected(_ what: String, for argument: String) -> DeclarationError {
    DeclarationError(message: .expected(what), location: .argumentValue(argument))
  }

  private init(message: Message, location: Location) {
    self.message = message
    self.location = location
  }
}
