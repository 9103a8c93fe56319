/// The modifiers of enclosing views that an element reads as its own arguments
/// (`VStack { Button("A") }.buttonStyle(.bordered)`): SwiftUI passes them down the environment.
struct Inherited {
  /// By modifier name, the innermost enclosing call of it.
  private(set) var modifiers: [String: Call] = [:]

  /// With the element-spelled modifiers of `calls` (a view's chain) added, inner ones winning.
  func adding(_ calls: [Call]) -> Inherited {
    var copy = self
    for written in calls.reversed() {
      // An older spelling (`.navigationBarTitle`) as the calls of today's it stands for.
      let current =
        SwiftUISpellings.olderModifiers.contains(written.name)
        ? SwiftUISpellings.currentSpellings(written) : [written]
      for call in current {
        let name = SwiftUISpellings.modifierName(call)
        if ViewMapper.elementSpelledModifiers[name] != nil { copy.modifiers[name] = call }
      }
    }
    return copy
  }
}
