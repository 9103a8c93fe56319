/// A custom `Layout` of any type, as an element holds it (`Element.layout(_:)`): compared and
/// hashed through its own type's `==` and `hash(into:)`, and named after its type for frames
/// output and the inspector.
public struct AnyLayout: Sendable, Hashable {
  let base: any Layout
  /// The layout's type name (`FlowLayout`), the element's `typeName`, its control characters
  /// replaced (`Sanitizer`).
  public let name: String

  /// `layout`, named `name`, by default its type's name.
  public init<L: Layout>(_ layout: L, name: String? = nil) {
    base = layout
    self.name = Sanitizer.sanitize(name ?? String(describing: L.self))
  }

  public static func == (a: AnyLayout, b: AnyLayout) -> Bool {
    a.name == b.name && a.base.isEqual(to: b.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    base.hash(into: &hasher)
  }
}
