/// SwiftUI modifiers that do not change a wireframe's boxes: colours, effects, gestures,
/// accessibility, presentation and lifecycle. The mapping ignores them without a warning, so
/// warnings name only what would change the picture.
enum DrawingNeutralModifiers {
  static let names: Set<String> = [
    "foregroundStyle", "foregroundColor", "tint", "accentColor", "opacity", "shadow", "blur", "brightness",
    "saturation", "grayscale", "colorMultiply", "blendMode", "cornerRadius", "clipShape", "clipped",
    "contentShape", "mask", "symbolRenderingMode", "symbolVariant", "imageScale", "renderingMode",
    "interpolation", "antialiased", "bold", "italic", "underline", "strikethrough", "monospacedDigit",
    "kerning", "tracking", "textCase", "textSelection", "allowsTightening", "minimumScaleFactor",
    "truncationMode", "redacted", "privacySensitive", "listRowSeparator", "listRowBackground",
    "listSectionSeparator", "scrollContentBackground", "scrollDismissesKeyboard", "scrollIndicators",
    "navigationDestination", "navigationBarBackButtonHidden", "toolbarBackground", "toolbarColorScheme",
    "toolbarRole", "preferredColorScheme", "colorScheme", "statusBarHidden", "persistentSystemOverlays",
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "swipeActions",
    "refreshable", "task", "onAppear", "onDisappear", "onChange", "onReceive", "onSubmit", "onTapGesture",
    "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "disabled", "animation",
    "transition", "matchedGeometryEffect", "contentTransition", "sensoryFeedback", "focused", "submitLabel",
    "keyboardType", "textContentType", "textInputAutocapitalization", "autocorrectionDisabled",
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
    "accessibilityElement", "accessibilityAddTraits", "accessibilityHidden", "accessibilitySortPriority",
    "help", "tag", "labelsHidden", "pickerStyle", "toggleStyle", "textFieldStyle", "labelStyle",
    "progressViewStyle", "headerProminence", "environmentObject", "modelContainer", "badge",
    "interactiveDismissDisabled", "presentationDetents", "presentationDragIndicator", "scrollTargetBehavior",
    "scrollTargetLayout", "zIndex", "drawingGroup",
    "compositingGroup", "fill", "stroke", "strokeBorder",
  ]
}
