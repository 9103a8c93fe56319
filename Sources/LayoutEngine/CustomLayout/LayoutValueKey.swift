/// A key for a value a view passes to the custom layout it is a subview of (SwiftUI's
/// `LayoutValueKey`): set with `Modifier.layoutValue(key:value:)`, read with
/// `LayoutSubview[key]`, `defaultValue` where it is not set. The value is `Hashable` and
/// `Sendable` because it is part of the view tree.
public protocol LayoutValueKey {
  associatedtype Value: Hashable & Sendable
  static var defaultValue: Value { get }
}

/// One layout value a view carries: its key, named by the key's type, and the value.
public struct LayoutValue: Sendable, Hashable {
  /// The key type's full name.
  let key: String
  let value: any Hashable & Sendable

  public init<K: LayoutValueKey>(key: K.Type, value: K.Value) {
    self.key = String(reflecting: key)
    self.value = value
  }

  /// A value under a key named at run time rather than by a Swift type: the Swift reader's, whose
  /// keys are types of the app's source (`Rank.self`), which only their names stand for here.
  package init(named key: String, value: any Hashable & Sendable) {
    self.key = key
    self.value = value
  }

  /// The value, if this is the one under the key `name`.
  func value(named name: String) -> (any Hashable & Sendable)? { key == name ? value : nil }

  /// The value of `K`, if this is `K`'s.
  func value<K: LayoutValueKey>(of _: K.Type) -> K.Value? {
    key == String(reflecting: K.self) ? value as? K.Value : nil
  }

  public static func == (a: LayoutValue, b: LayoutValue) -> Bool {
    a.key == b.key && a.value.isEqual(to: b.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    value.hash(into: &hasher)
  }
}

extension Hashable {
  /// Whether `other` is a value of this type equal to this one: how the type-erased values of a
  /// tree (`LayoutValue`, `AnyLayout`) compare.
  func isEqual(to other: any Hashable & Sendable) -> Bool { (other as? Self) == self }
}

extension Modifier {
  /// `layoutValue(key:value:)`: `value` for the custom layout this view is a subview of.
  public static func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> Modifier {
    .layoutValue(LayoutValue(key: key, value: value))
  }
}
