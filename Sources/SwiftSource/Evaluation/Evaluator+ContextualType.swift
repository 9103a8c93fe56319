import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// A leading-dot value read against the type it is given to: `.preview` passed to a `User`
  /// property is `User.preview`, `.placed` stored in a `State` is that case. Values of library
  /// types stay as written (`.leading` is for the vocabulary's mapping to read).
  func resolve(_ value: Evaluated, as type: TypeSyntax?) -> Evaluated {
    guard let type else { return value }
    noteLocalized(value, as: type)
    if let array = type.as(ArrayTypeSyntax.self), case .array(let elements) = value {
      return .array(elements.map { resolve($0, as: array.element) })
    }
    // `var size: CGSize = .zero`, `var minX: CGFloat = .infinity`.
    if proxies != nil, case .value(.member(nil, let member)) = value, let name = Self.nominalName(type),
      let known = Self.geometryStatic(name, member)
    {
      return known
    }
    guard let name = Self.nominalName(type), declarations.types[name] != nil else { return value }
    if case .value(.member(nil, let member)) = value {
      return staticMember(member, of: name) ?? value
    }
    return value
  }

  /// The type a declaration names, optionals unwrapped: `User` for `User?`, `Category` for
  /// `Recipe.Category`.
  static func nominalName(_ type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let optional = type.as(OptionalTypeSyntax.self) { return nominalName(optional.wrappedType) }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return nominalName(optional.wrappedType)
    }
    return nil
  }

  /// A property's value when a library call made it: a SwiftUI view stays a view; an object of a
  /// type the files do not declare (`InboxModel()`, `Date()`) is model data the preview cannot
  /// know, named after the property.
  func stored(_ value: Evaluated, as name: String) -> Evaluated {
    if case .value(.call(let call)) = value, call.base == nil, call.name.first?.isUppercase == true,
      !SwiftUIViews.names.contains(call.name), !SwiftUIViews.values.contains(call.name),
      !Self.formattedTypes.contains(call.name)
    {
      return .unknown(Placeholder(expression: name))
    }
    return value
  }
}
