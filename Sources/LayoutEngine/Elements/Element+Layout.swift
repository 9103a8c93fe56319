/// What compiling one element needs besides the element: the font and environment in effect,
/// the axis of the stack it sits in and its children, already compiled.
struct ElementSite {
  let env: InheritedEnvironment
  /// The screen's Dynamic Type size and kind of device, which `font` is resolved for.
  let typeSize: DynamicTypeSize
  let idiom: UserInterfaceIdiom
  /// The axis of the enclosing stack, `nil` outside one (spacers and dividers follow it).
  let stackAxis: Axis?
  /// The outermost internal node of each child, in order.
  let children: [Int32]

  /// The font the element's text is set in. Resolved when asked rather than for every node:
  /// most elements (stacks, shapes, spacers) show no text.
  var font: ResolvedFont { env.resolvedFont(typeSize: typeSize, idiom: idiom) }
}

extension Element {
  /// The layout algorithm of this element's own internal node: each family compiles its
  /// elements in its `+Layout.swift` file; this only delegates.
  func layoutKind(_ site: ElementSite, in compiler: inout Compiler) -> LayoutKind {
    switch self {
    case .stack(let family): family.layoutKind(site, in: &compiler)
    case .spacing(let family): family.layoutKind(site)
    case .scroll(let family): family.layoutKind(site)
    case .textual(let family): family.layoutKind(site, in: &compiler)
    case .picture(let family): family.layoutKind(site)
    case .control(let family): family.layoutKind(site, in: &compiler)
    case .shape(let family): family.layoutKind(site)
    case .navigation(let family): family.layoutKind(site, in: &compiler)
    case .adaptive(let family): family.layoutKind(site, in: &compiler)
    case .listing(let family): family.layoutKind(site, in: &compiler)
    case .systemBar(let family): family.layoutKind(site, in: &compiler)
    case .grouping(let family): family.layoutKind(site)
    case .labeled(let family): family.layoutKind(site, in: &compiler)
    case .composite(let family): family.layoutKind(site)
    }
  }

  /// The axis this element's children are laid out along when it is a stack (spacers and
  /// dividers inside follow it).
  var childStackAxis: Axis? {
    if case .stack(let stack) = self { return stack.axis }
    return nil
  }

  /// The environment this element's subtree is compiled in (a system bar's text keeps its size,
  /// a list's rows know they are in one).
  func environment(_ env: InheritedEnvironment) -> InheritedEnvironment {
    switch self {
    case .systemBar(let bar): return bar.environment(env)
    case .listing(.list):
      var inList = env
      inList.isInList = true
      return inList
    case .scroll:
      var inScrollView = env
      inScrollView.isInScrollView = true
      return inScrollView
    default: return env
    }
  }

  /// The environment of this element's `n`-th child of `count` (a split view hides the columns
  /// it does not show).
  func environment(ofChild n: Int, of count: Int, _ env: InheritedEnvironment, context: LayoutContext)
    -> InheritedEnvironment
  {
    ownEnvironment(ofChild: n, of: count, env, context: context) ?? env
  }

  /// Whether `ownEnvironment(ofChild:of:_:context:)` may give a child an environment of its own:
  /// matched by case alone, so a stack's children are compiled without asking it once each.
  var mayGiveChildrenOwnEnvironment: Bool {
    switch self {
    case .navigation, .labeled, .composite, .listing: true
    default: false
    }
  }

  /// The environment of this element's `n`-th child, or `nil` for the elements (stacks, most
  /// others) that pass their own `env` to every child: the compiler then passes it on as it is,
  /// without a copy for every child of a stack.
  func ownEnvironment(ofChild n: Int, of count: Int, _ env: InheritedEnvironment, context: LayoutContext)
    -> InheritedEnvironment?
  {
    switch self {
    case .navigation(let navigation):
      return navigation.environment(ofChild: n, of: count, env, context: context)
    case .labeled(let labeled):
      return labeled.environment(ofChild: n, env, stacked: context.dynamicTypeSize.isAccessibilitySize)
    case .composite(let composite): return composite.environment(ofChild: n, env)
    case .listing(let listing): return listing.environment(ofChild: n, env)
    default: return nil
    }
  }
}
