/// SwiftUI's view types (iOS 18, with its shapes, gradients and toolbar content), so a view that is
/// neither SwiftUI's nor declared in the files read is known to come from elsewhere and becomes a
/// placeholder. This is what SwiftUI has, not what the preview draws: the vocabulary decides that.
enum SwiftUIViews {
  static let names: Set<String> = [
    "AngularGradient", "AnyLayout", "AnyShape", "AnyView", "AsyncImage", "Button", "Canvas", "Capsule",
    "Circle",
    "Color", "ColorPicker", "ContainerRelativeShape", "ContentUnavailableView", "ControlGroup",
    "DatePicker", "DisclosureGroup", "Divider", "EditButton", "Ellipse", "EllipticalGradient",
    "EmptyView", "EquatableView", "ForEach", "Form", "Gauge", "GeometryReader", "Grid", "GridLayout",
    "GridRow",
    "Group", "GroupBox", "HStack", "HStackLayout", "Image", "KeyframeAnimator", "Label",
    "LabeledContent", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack", "LinearGradient", "Link",
    "List", "Menu", "MeshGradient", "MultiDatePicker", "NavigationLink", "NavigationSplitView",
    "NavigationStack", "NavigationView", "OutlineGroup", "PasteButton", "Path", "PhaseAnimator",
    // PhotosUI's SwiftUI view, a button the mapper reads as one.
    "PhotosPicker",
    "Picker", "ProgressView", "RadialGradient", "Rectangle", "RenameButton", "RoundedRectangle",
    "ScrollView", "ScrollViewReader", "SecureField", "Section", "ShareLink", "Slider", "Spacer",
    "Stepper", "Tab", "TabSection", "TabView", "Table", "Text", "TextEditor", "TextField",
    "TimelineView", "Toggle", "ToolbarItem", "ToolbarItemGroup", "ToolbarSpacer", "ToolbarTitleMenu",
    "UnevenRoundedRectangle", "VStack", "VStackLayout", "ViewThatFits", "ZStack", "ZStackLayout",
  ]

  /// Value types of SwiftUI and Core Graphics that views take as arguments: a property holding
  /// one (`let columns = GridItem(.flexible())`) keeps it, where an object of an unknown type is
  /// model data.
  static let values: Set<String> = [
    "Angle", "Animation", "AttributedString", "Binding", "CGPoint", "CGRect", "CGSize", "EdgeInsets",
    "Font", "Gradient", "GridItem", "LocalizedStringKey", "ScaledMetric", "StrokeStyle",
    "UnitPoint",
  ]
}
