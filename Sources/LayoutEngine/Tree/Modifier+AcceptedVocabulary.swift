extension Modifier {
  /// SwiftUI modifiers that change nothing a wireframe shows: accepted with any value, kept in
  /// the tree as `Modifier.accepted` with the value as written, so a screen ports without
  /// deleting lines. Each is `(name, SwiftUI's signature, what it is)`.
  static let acceptedModifiers: [(name: String, signature: String, summary: String)] = [
    ("foregroundStyle", ".foregroundStyle(_ style:)", "colour"),
    ("foregroundColor", ".foregroundColor(_ color:)", "colour"),
    ("tint", ".tint(_ tint:)", "colour"),
    ("shadow", ".shadow(color:radius:x:y:)", "colour"),
    ("blur", ".blur(radius:opaque:)", "colour"),
    ("brightness", ".brightness(_ amount:)", "colour"),
    ("saturation", ".saturation(_ amount:)", "colour"),
    ("grayscale", ".grayscale(_ amount:)", "colour"),
    ("blendMode", ".blendMode(_ blendMode:)", "colour"),
    ("drawingGroup", ".drawingGroup(opaque:colorMode:)", "colour"),
    ("compositingGroup", ".compositingGroup()", "colour"),
    ("preferredColorScheme", ".preferredColorScheme(_ colorScheme:)", "colour"),
    ("symbolRenderingMode", ".symbolRenderingMode(_ mode:)", "colour"),
    ("symbolVariant", ".symbolVariant(_ variant:)", "colour"),
    ("accentColor", ".accentColor(_ accentColor:)", "colour"),
    ("colorMultiply", ".colorMultiply(_ color:)", "colour"),
    ("colorScheme", ".colorScheme(_ colorScheme:)", "colour"),
    ("toolbarColorScheme", ".toolbarColorScheme(_ colorScheme:for:)", "colour"),
    ("fill", ".fill(_ content:style:)", "colour"),
    ("stroke", ".stroke(_ content:lineWidth:)", "colour"),
    ("strokeBorder", ".strokeBorder(_ content:lineWidth:)", "colour"),
    ("renderingMode", ".renderingMode(_ renderingMode:)", "colour"),
    ("interpolation", ".interpolation(_ interpolation:)", "colour"),
    ("antialiased", ".antialiased(_ isAntialiased:)", "colour"),
    ("underline", ".underline(_ isActive:pattern:color:)", "colour"),
    ("strikethrough", ".strikethrough(_ isActive:pattern:color:)", "colour"),
    ("privacySensitive", ".privacySensitive(_ sensitive:)", "colour"),
    ("listRowBackground", ".listRowBackground(_ view:)", "colour"),
    ("scrollContentBackground", ".scrollContentBackground(_ visibility:)", "colour"),
    ("listRowSeparatorTint", ".listRowSeparatorTint(_ color:edges:)", "colour"),
    ("listItemTint", ".listItemTint(_ tint:)", "colour"),
    ("toolbarBackground", ".toolbarBackground(_ style:for:)", "colour"),
    ("animation", ".animation(_ animation:, value:)", "motion"),
    ("transition", ".transition(_ t:)", "motion"),
    ("contentTransition", ".contentTransition(_ transition:)", "motion"),
    ("matchedGeometryEffect", ".matchedGeometryEffect(id:in:properties:anchor:isSource:)", "motion"),
    ("onTapGesture", ".onTapGesture(count:perform:)", "event"),
    ("onLongPressGesture", ".onLongPressGesture(minimumDuration:perform:)", "event"),
    ("gesture", ".gesture(_ gesture:, including:)", "event"),
    ("simultaneousGesture", ".simultaneousGesture(_ gesture:, including:)", "event"),
    ("highPriorityGesture", ".highPriorityGesture(_ gesture:, including:)", "event"),
    ("onAppear", ".onAppear(perform:)", "event"),
    ("onDisappear", ".onDisappear(perform:)", "event"),
    ("onChange", ".onChange(of:initial:_:)", "event"),
    ("onSubmit", ".onSubmit(of:_:)", "event"),
    ("onReceive", ".onReceive(_ publisher:, perform:)", "event"),
    ("onDelete", ".onDelete(perform:)", "event"),
    ("onMove", ".onMove(perform:)", "event"),
    ("task", ".task(priority:_:)", "event"),
    ("refreshable", ".refreshable(action:)", "event"),
    ("swipeActions", ".swipeActions(edge:allowsFullSwipe:content:)", "event"),
    ("contextMenu", ".contextMenu(menuItems:)", "event"),
    ("sensoryFeedback", ".sensoryFeedback(_ feedback:, trigger:)", "event"),
    ("allowsTightening", ".allowsTightening(_ flag:)", "typography"),
    ("allowsHitTesting", ".allowsHitTesting(_ enabled:)", "event"),
    ("contentShape", ".contentShape(_ shape:)", "event"),
    ("keyboardShortcut", ".keyboardShortcut(_ key:, modifiers:)", "event"),
    ("focused", ".focused(_ condition:)", "input"),
    ("submitLabel", ".submitLabel(_ submitLabel:)", "input"),
    ("keyboardType", ".keyboardType(_ type:)", "input"),
    ("textContentType", ".textContentType(_ textContentType:)", "input"),
    ("textInputAutocapitalization", ".textInputAutocapitalization(_ autocapitalization:)", "input"),
    ("autocorrectionDisabled", ".autocorrectionDisabled(_ disable:)", "input"),
    ("textSelection", ".textSelection(_ selectability:)", "input"),
    ("scrollDismissesKeyboard", ".scrollDismissesKeyboard(_ mode:)", "input"),
    ("scrollDisabled", ".scrollDisabled(_ disabled:)", "input"),
    ("sheet", ".sheet(isPresented:onDismiss:content:)", "presentation"),
    ("fullScreenCover", ".fullScreenCover(isPresented:onDismiss:content:)", "presentation"),
    ("popover", ".popover(isPresented:attachmentAnchor:arrowEdge:content:)", "presentation"),
    ("alert", ".alert(_ title:, isPresented:, actions:)", "presentation"),
    (
      "confirmationDialog", ".confirmationDialog(_ title:, isPresented:, titleVisibility:, actions:)",
      "presentation"
    ),
    ("navigationDestination", ".navigationDestination(for:destination:)", "presentation"),
    ("presentationDetents", ".presentationDetents(_ detents:)", "presentation"),
    ("presentationDragIndicator", ".presentationDragIndicator(_ visibility:)", "presentation"),
    ("interactiveDismissDisabled", ".interactiveDismissDisabled(_ isDisabled:)", "presentation"),
    ("tag", ".tag(_ tag:)", "identity"),
    ("help", ".help(_ text:)", "identity"),
    ("environmentObject", ".environmentObject(_ object:)", "identity"),
    ("modelContainer", ".modelContainer(_ container:)", "identity"),
    ("accessibilityLabel", ".accessibilityLabel(_ label:)", "accessibility"),
    ("accessibilityHint", ".accessibilityHint(_ hint:)", "accessibility"),
    ("accessibilityValue", ".accessibilityValue(_ valueDescription:)", "accessibility"),
    ("accessibilityIdentifier", ".accessibilityIdentifier(_ identifier:)", "accessibility"),
    ("accessibilityHidden", ".accessibilityHidden(_ hidden:)", "accessibility"),
    ("accessibilityElement", ".accessibilityElement(children:)", "accessibility"),
    ("accessibilityAddTraits", ".accessibilityAddTraits(_ traits:)", "accessibility"),
    ("accessibilityRemoveTraits", ".accessibilityRemoveTraits(_ traits:)", "accessibility"),
    ("accessibilityAction", ".accessibilityAction(_ actionKind:, _ handler:)", "accessibility"),
    ("accessibilitySortPriority", ".accessibilitySortPriority(_ sortPriority:)", "accessibility"),
    ("accessibilityInputLabels", ".accessibilityInputLabels(_ inputLabels:)", "accessibility"),
    ("scaleEffect", ".scaleEffect(_ scale:, anchor:)", "transform"),
    ("rotationEffect", ".rotationEffect(_ angle:, anchor:)", "transform"),
    ("rotation3DEffect", ".rotation3DEffect(_ angle:, axis:, anchor:, anchorZ:, perspective:)", "transform"),
  ]

  /// What each group of accepted modifiers is, for the documentation.
  private static let acceptedGroups = [
    "colour": "A colour, style or effect: accepted, not drawn (the wireframe has no colours).",
    "motion": "Animation: accepted, not drawn (the preview shows one still frame).",
    "typography":
      "Letter spacing text may tighten to before it truncates: accepted, not drawn (text is measured untightened).",
    "event": "An action or gesture: accepted, not drawn (the preview runs no code).",
    "input": "Keyboard and input behaviour: accepted, not drawn.",
    "presentation": "Presents another screen, which a layout file shows on its own: accepted, not drawn.",
    "identity": "Identity or data for code: accepted, not drawn.",
    "accessibility": "Accessibility information: accepted, not drawn.",
    "transform":
      "Scales or rotates the drawing, not the layout (as in SwiftUI, the frame and the views around it do not "
      + "change): accepted; the wireframe draws the view unscaled and unrotated at its frame.",
  ]

  /// The declarations of `acceptedModifiers`: one argument of any value, kept as written.
  package static let acceptedDeclarations: [ModifierDeclaration] = acceptedModifiers.map { accepted in
    ModifierDeclaration(
      accepted.name, acceptedGroups[accepted.summary]!,
      arguments: [
        ArgumentDeclaration(
          "value", .anyValue, .optional(), swiftUI: .previewOnly, isKey: false,
          "SwiftUI's arguments, any value, kept as written")
      ], main: "value", signature: accepted.signature, produces: [.accepted]
    ) { values in
      [.accepted(name: accepted.name, value: values.text("value") ?? "")]
    }
  }
}
