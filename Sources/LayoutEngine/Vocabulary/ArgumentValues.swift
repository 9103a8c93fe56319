/// The arguments a reader found for one element or modifier, each parsed into the `Value` its
/// declaration's type asks for, in the order they were written.
///
/// A declaration's build function reads them by name with the typed accessors; the reader has
/// already checked each value against its type, so a value of another type is a reader bug.
package struct ArgumentValues: Sendable {
  /// One argument as written: its name, its value and where the value is (for nodes a build
  /// makes from it, such as a section's header).
  package struct Entry: Sendable {
    package var name: String
    package var value: Value
    package var source: SourceLocation?

    package init(name: String, value: Value, source: SourceLocation?) {
      self.name = name
      self.value = value
      self.source = source
    }
  }

  package private(set) var entries: [Entry] = []
  /// A modifier written as a bare call (`hidden: true` for `.hidden()`), with no arguments.
  package var isBareCall = false

  package init(isBareCall: Bool = false) { self.isBareCall = isBareCall }

  /// Adds an argument (the reader has checked it is not already there).
  package mutating func append(_ name: String, _ value: Value, source: SourceLocation? = nil) {
    entries.append(Entry(name: name, value: value, source: source))
  }

  /// Gives argument `name`, already there, another value (a translated string's English text).
  package mutating func replace(_ name: String, with value: Value) {
    for index in entries.indices where entries[index].name == name { entries[index].value = value }
  }

  /// The value of argument `name`, if given.
  package subscript(_ name: String) -> Value? { entries.first { $0.name == name }?.value }

  /// Whether argument `name` was given.
  package func has(_ name: String) -> Bool { entries.contains { $0.name == name } }

  /// Where argument `name`'s value is written.
  package func source(of name: String) -> SourceLocation? { entries.first { $0.name == name }?.source }

  package func text(_ name: String) -> String? {
    typed(name) { if case .text(let v) = $0 { v } else { nil } }
  }
  package func number(_ name: String) -> Double? {
    typed(name) { if case .number(let v) = $0 { v } else { nil } }
  }
  package func integer(_ name: String) -> Int? {
    typed(name) { if case .integer(let v) = $0 { v } else { nil } }
  }
  package func bool(_ name: String) -> Bool? { typed(name) { if case .bool(let v) = $0 { v } else { nil } } }
  package func choice(_ name: String) -> String? {
    typed(name) { if case .choice(let v) = $0 { v } else { nil } }
  }
  package func texts(_ name: String) -> [String]? {
    typed(name) { if case .texts(let v) = $0 { v } else { nil } }
  }
  package func buttonBorderShape(_ name: String) -> ButtonBorderShape? {
    typed(name) { if case .buttonBorderShape(let v) = $0 { v } else { nil } }
  }
  package func axis(_ name: String) -> Axis? { typed(name) { if case .axis(let v) = $0 { v } else { nil } } }

  package func alignment(_ name: String) -> Alignment? {
    typed(name) { if case .alignment(let v) = $0 { v } else { nil } }
  }

  package func horizontalAlignment(_ name: String) -> HorizontalAlignment? {
    typed(name) { if case .horizontalAlignment(let v) = $0 { v } else { nil } }
  }

  package func verticalAlignment(_ name: String) -> VerticalAlignment? {
    typed(name) { if case .verticalAlignment(let v) = $0 { v } else { nil } }
  }

  /// Argument `name`'s value as `extract` reads it; `nil` when not given.
  private func typed<T>(_ name: String, _ extract: (Value) -> T?) -> T? {
    guard let value = self[name] else { return nil }
    guard let typed = extract(value) else {
      preconditionFailure("argument '\(name)' holds \(value), not the type its declaration gives")
    }
    return typed
  }
}
