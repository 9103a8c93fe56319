import LayoutEngine

/// What converting a source value to a declared type gave: the typed value, a value static
/// reading could not know, or a value of another kind with what was expected.
enum Conversion {
  case value(Value)
  /// The source gave a placeholder: the argument is left out, and the placeholder warns.
  case unknown(Placeholder)
  /// "an alignment", "a number from 0 to 1": what the declared type takes.
  case mismatch(String)
}
