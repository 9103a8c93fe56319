extension Navigation {
  /// `NavigationStack`, `TabView`, `Tab`, `NavigationSplitView`.
  package static let declarations = [
    stackDeclaration(
      "NavigationStack", "One screen of a navigation stack: its root view under a navigation bar."),
    stackDeclaration(
      "NavigationView",
      "The older spelling of `NavigationStack`: lays out and draws as one."
    ),
    ElementDeclaration(
      "TabView", "Tabs: a tab bar, and the selected tab's content.",
      arguments: [
        ArgumentDeclaration(
          "selection", .integer(minimum: 0), .optional(default: "0"), "the index of the tab shown, from 0"),
        ArgumentDeclaration(
          "style",
          .choice(
            Choices(
              TabViewStyle.allCases.map(\.rawValue), kind: "tab view style",
              rejected: ["verticalPage": "'verticalPage' is watchOS's; iOS pages with 'page'"])),
          .optional(default: "automatic"), swiftUI: .modifier("tabViewStyle"),
          "`page`: the selected tab's content full size with page dots, no tab bar; `sidebarAdaptable`: a "
            + "sidebar of the tabs at regular width, the tab bar at compact width; the others the tab bar"),
      ], main: "selection", content: .only("Tab"), arrangeChildren: { _, children in children.map(asTab) },
      checkChildren: { element, tabs throws(DeclarationError) in
        guard case .navigation(.tabView(let selection, _)) = element, selection >= tabs.count else { return }
        throw DeclarationError(
          "'selection' is \(selection) but the TabView has \(tabs.count) tabs (counted from 0)", at: .element)
      }
    ) { values in
      .tabView(
        selection: values.integer("selection") ?? 0,
        style: values.choice("style").flatMap(TabViewStyle.init(rawValue:)) ?? .automatic)
    },
    ElementDeclaration(
      "Tab", "One tab of a TabView: its item in the tab bar, and its root view.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .required(example: "Inbox"), swiftUI: .unlabeled("title"), "the title"),
        ArgumentDeclaration("systemImage", .symbolName, .required(example: "tray"), "the item's symbol"),
      ], main: "title", content: .oneView
    ) { values in
      .tab(title: values.text("title")!, systemImage: values.text("systemImage")!)
    },
    ElementDeclaration(
      "NavigationSplitView",
      "Sidebar, optional content and detail columns at regular width, beside or over the detail as "
        + "iPadOS shows them; the sidebar alone at compact width.",
      arguments: [
        ArgumentDeclaration(
          "style",
          .choice(
            Choices(
              SplitViewSpec.Style.allCases.map(\.rawValue), kind: "navigation split view style")),
          .optional(default: "automatic"), swiftUI: .modifier("navigationSplitViewStyle"),
          "`balanced`: the leading columns beside the detail, which shrinks; `prominentDetail`: the "
            + "detail at full width, the leading columns over it; `automatic`: balanced in landscape, "
            + "prominentDetail in portrait"),
        ArgumentDeclaration(
          "columnVisibility",
          .choice(
            Choices(
              SplitViewSpec.ColumnVisibility.allCases.map(\.rawValue), kind: "column visibility")),
          .optional(default: "automatic"), swiftUI: .label("columnVisibility"),
          "the columns shown: `all`, `doubleColumn` (the column before the detail and the detail), "
            + "`detailOnly`; `automatic` all beside the detail, the detail alone over it"),
      ], main: "style",
      content: .columns(2...3)
    ) { values in
      .navigation(
        .splitView(
          SplitViewSpec(
            style: values.choice("style").flatMap(SplitViewSpec.Style.init(rawValue:)) ?? .automatic,
            columnVisibility: values.choice("columnVisibility").flatMap(
              SplitViewSpec.ColumnVisibility.init(rawValue:)) ?? .automatic)))
    },
  ]

  /// The `tabItem` modifier of a view, SwiftUI's older spelling of a tab.
  private static func tabItem(
    of view: ViewNode
  ) -> (title: String, systemImage: String, translations: [String: String])? {
    for case .tabItem(let title, let systemImage, let translations) in view.modifiers {
      return (title, systemImage, translations)
    }
    return nil
  }

  /// A `TabView` child as a `Tab`: a view with a `tabItem` becomes the tab with that item, and
  /// the view (without it) as its root, as SwiftUI shows `X().tabItem { Label(…) }`.
  private static func asTab(_ view: ViewNode) -> ViewNode {
    guard view.element.typeName != "Tab", let item = tabItem(of: view) else { return view }
    var root = view
    root.modifiers.removeAll { $0.kind == .tabItem }
    var tab = ViewNode(
      .tab(title: item.title, systemImage: item.systemImage), children: [root], id: view.id,
      source: view.source)
    // The tab's title is its main string, translated as its label's was.
    tab.translations = item.translations
    return tab
  }

  /// A navigation stack's declaration under `name` (`NavigationStack`, and `NavigationView`,
  /// which iOS 16 deprecated in its favour).
  private static func stackDeclaration(_ name: String, _ summary: String) -> ElementDeclaration {
    ElementDeclaration(
      name, summary,
      arguments: [
        ArgumentDeclaration(
          "navigationTitle", .localizedText, .optional(default: "none"),
          swiftUI: .modifier("navigationTitle"),
          "the title in the bar; without one the bar has no large title"),
        ArgumentDeclaration(
          "navigationBarTitleDisplayMode",
          .choice(
            Choices(NavigationBarSpec.TitleDisplayMode.allCases.map(\.rawValue), kind: "title display mode")),
          .optional(default: "large"), swiftUI: .modifier("navigationBarTitleDisplayMode"),
          "a large title under the bar, or inline in it"),
        ArgumentDeclaration(
          "toolbarTitleDisplayMode",
          .choice(
            Choices(["automatic", "large", "inlineLarge", "inline"], kind: "toolbar title display mode")),
          .optional(default: "automatic"), swiftUI: .modifier("toolbarTitleDisplayMode"),
          "iOS 17's spelling of the title display mode: `automatic` and `large` a large title, `inline` and "
            + "`inlineLarge` the title in the bar; `navigationBarTitleDisplayMode` wins"),
        ArgumentDeclaration(
          "backButton", .text, .optional(default: "none"), swiftUI: .previewOnly,
          "the previous screen's title, shown as a back button"),
        ArgumentDeclaration(
          "navigationBarBackButtonHidden", .bool, .optional(default: "false"),
          swiftUI: .modifier("navigationBarBackButtonHidden"), "hides the back button"),
        ArgumentDeclaration(
          "navigationBarHidden", .bool, .optional(default: "false"),
          swiftUI: .modifier("navigationBarHidden"),
          "hides the navigation bar: the content takes its place"),
        ArgumentDeclaration(
          "searchable", .text, .optional(default: "none"), swiftUI: .modifier("searchable"),
          "the prompt of a search field under the title"),
        ArgumentDeclaration(
          "toolbar", .toolbar, .optional(default: "none"), swiftUI: .modifier("toolbar"),
          "`topBarLeading`, `topBarTrailing` and `bottomBar` lists of views"),
      ], main: "navigationTitle", content: .oneView
    ) { values in
      var spec = NavigationBarSpec(title: values.text("navigationTitle") ?? "")
      spec.isNavigationView = name == "NavigationView"
      if let mode = values.choice("navigationBarTitleDisplayMode") {
        spec.titleDisplayMode = NavigationBarSpec.TitleDisplayMode(rawValue: mode)!
      } else if let mode = values.choice("toolbarTitleDisplayMode") {
        spec.titleDisplayMode = mode == "inline" || mode == "inlineLarge" ? .inline : .large
      }
      spec.backTitle = values.bool("navigationBarBackButtonHidden") == true ? nil : values.text("backButton")
      spec.isBarHidden = values.bool("navigationBarHidden") == true
      spec.searchPrompt = values.text("searchable")
      if case .toolbar(let items) = values["toolbar"] {
        spec.leadingItems = items.topBarLeading
        spec.trailingItems = items.topBarTrailing
        spec.bottomItems = items.bottomBar
      }
      return .navigationStack(spec)
    }
  }
}
