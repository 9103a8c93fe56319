import LayoutEngine

/// How the strict mapping reads a layout file's value (`SourceValue.written`) once it has matched
/// the parameter and knows its type: the layout file's syntax of each type (YAML's literals, its
/// own mapping forms, views written as nodes), which its reader supplies.
package protocol WrittenValueReader {
  /// The value `written` gives argument `key` of `owner` (an element or modifier) as `type`.
  func value(_ written: YAMLNode, as type: ValueType, for key: String, owner: String)
    throws(LayoutFileError) -> Value

  /// The reader of the views one level inside those this one reads for (a container's children),
  /// which a view among their arguments is nested under.
  func nested() -> Self
}
