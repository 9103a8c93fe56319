import LayoutEngine

/// How the strict mapping reads a layout file's value (`SourceValue.written`) once it has matched
/// the parameter and knows its type: the layout file's syntax of each type (YAML's literals, its
/// own mapping forms, views written as nodes), which its reader supplies.
package protocol WrittenValueReader {
  /// What `written` gives argument `key` of `owner` (an element or modifier) as `type`: the value,
  /// when YAML's own syntax gives it whole, or SwiftUI's spelling of it, which the mapper converts
  /// (`ValueConverter.strict`), so each compound type is converted in one place for both readers.
  func value(_ written: YAMLNode, as type: ValueType, for key: String, owner: String)
    throws(LayoutFileError) -> WrittenReading

  /// The error, in the layout file's words, for `written`, whose spelling the strict converter
  /// refused as `type` for `refusal`.
  func refused(
    _ written: YAMLNode, as type: ValueType, for key: String, owner: String, _ refusal: StrictRefusal
  ) -> LayoutFileError

  /// The reader of the views one level inside those this one reads for (a container's children),
  /// which a view among their arguments is nested under.
  func nested() -> Self
}

/// A layout file's value as its reader reads it, before the strict mapping has it.
package enum WrittenReading {
  /// The value itself: a literal read by `ValueConverter.literal`, a view written as a node, …
  case value(Value)
  /// SwiftUI's spelling of the value (a font's mapping as `.system(.title).weight(.bold)`), for
  /// `ValueConverter.strict`.
  case spelled(SourceValue)
}

extension ViewMapper {
  /// The value `written` gives argument `key` of `owner` as `type`: read by `reader`, and when it
  /// is spelled as SwiftUI spells it, converted strictly (a view it stands for at `source`), a
  /// refusal worded by `reader`.
  static func strictValue(
    _ written: YAMLNode, as type: ValueType, for key: String, owner: String, at source: SourceLocation,
    reading reader: some WrittenValueReader
  ) throws(LayoutFileError) -> Value {
    switch try reader.value(written, as: type, for: key, owner: owner) {
    case .value(let value): return value
    case .spelled(let spelled):
      do {
        return try ValueConverter.strict(spelled, as: type, at: source)
      } catch {
        throw reader.refused(written, as: type, for: key, owner: owner, error)
      }
    }
  }
}
