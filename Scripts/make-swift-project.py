#!/usr/bin/env python3
"""Write a SwiftUI app project of about 500 Swift files, for the benchmark of the project index.

The project is laid out as apps are: an Xcode project marker beside the app's folder, which holds
the app's entry point, one folder a feature (its views, its view model, its models with preview
samples), a design system (components, `extension View` modifiers, tokens), a String Catalog and an
asset catalog; a local package of Foundation-only code beside the app; and a test target, which
the index skips. Every feature's screen uses its own rows and header, its view model (built in
`init`), its models' samples and the design system, so previewing one screen reads files from
five folders. The files are generated, not committed.

Usage: python3 Scripts/make-swift-project.py [--files N] [OUT]
  --files N  about how many Swift files (default 500; at least 100)
  OUT        where to write (default .build/swift-project, from the package root); emptied first

Prints the path of the screen to preview: OUT/Market/Features/Catalog/Views/CatalogScreen.swift.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

WORDS = [
    "Catalog", "Cart", "Checkout", "Orders", "Profile", "Search", "Wishlist", "Reviews", "Offers",
    "Stores", "Delivery", "Payments", "Returns", "Rewards", "Messages", "Settings", "Onboarding",
    "Support", "Gifts", "Brands",
]
COMPONENTS = [
    "PrimaryButton", "SecondaryButton", "PriceTag", "RatingStars", "Badge", "EmptyState",
    "SectionHeader", "Avatar", "Chip", "QuantityStepper", "ProductThumbnail", "InfoRow",
    "LoadingRow", "ErrorBanner", "SearchField", "TagCloud", "Divider2", "CardContainer",
    "ToastView", "ProgressBar",
]


def feature_names(count: int) -> list[str]:
    """`count` distinct feature names: the words, then the words numbered."""
    names = []
    round_ = 0
    while len(names) < count:
        for word in WORDS:
            names.append(word if round_ == 0 else f"{word}{round_ + 1}")
            if len(names) == count:
                break
        round_ += 1
    return names


def model(name: str) -> str:
    return f'''import Foundation

/// One {name.lower()} entry as the service returns it.
struct {name}Item: Identifiable, Hashable {{
  let id: Int
  var title: String
  var subtitle: String
  var price: Double
  var rating: Int
  var isFavorite: Bool

  /// What the list shows while it loads, and what previews use.
  static let samples: [{name}Item] = [
    {name}Item(id: 1, title: "{name} one", subtitle: "The first", price: 12.5, rating: 4, isFavorite: true),
    {name}Item(id: 2, title: "{name} two", subtitle: "The second", price: 8, rating: 5, isFavorite: false),
    {name}Item(id: 3, title: "{name} three", subtitle: "The third", price: 21, rating: 3, isFavorite: false),
  ]
}}

extension {name}Item {{
  /// The price as the list shows it.
  var formattedPrice: String {{ "$\\(price)" }}
}}
'''


def view_model(name: str) -> str:
    return f'''import Foundation
import Observation

/// The {name.lower()} screen's state: its items and what the screen is doing.
@Observable
final class {name}ViewModel {{
  enum Phase {{
    case loading, loaded, failed
  }}

  var items: [{name}Item]
  var phase: Phase = .loaded
  var query = ""

  init(items: [{name}Item] = {name}Item.samples) {{
    self.items = items
  }}

  /// The items matching the query.
  var visibleItems: [{name}Item] {{
    query.isEmpty ? items : items.filter {{ $0.title.contains(query) }}
  }}

  func toggleFavorite(_ item: {name}Item) {{
    guard let index = items.firstIndex(of: item) else {{ return }}
    items[index].isFavorite.toggle()
  }}
}}
'''


def row(name: str) -> str:
    return f'''import SwiftUI

/// A {name.lower()} entry in its list.
struct {name}Row: View {{
  let item: {name}Item

  var body: some View {{
    HStack(spacing: Spacing.medium) {{
      ProductThumbnail(systemImage: "shippingbox")
      VStack(alignment: .leading, spacing: Spacing.small) {{
        Text(item.title)
          .font(.headline)
        Text(item.subtitle)
          .font(.subheadline)
          .foregroundStyle(.secondary)
        RatingStars(rating: item.rating)
      }}
      Spacer()
      PriceTag(text: item.formattedPrice)
    }}
  }}
}}

#Preview(traits: .sizeThatFitsLayout) {{
  {name}Row(item: {name}Item.samples[0])
}}
'''


def header(name: str) -> str:
    return f'''import SwiftUI

/// The top of the {name.lower()} screen: a title and how many entries there are.
struct {name}Header: View {{
  let count: Int

  var body: some View {{
    VStack(alignment: .leading, spacing: Spacing.small) {{
      Text("{name}")
        .font(.largeTitle.bold())
      Text("\\(count) items")
        .font(.subheadline)
        .foregroundStyle(.secondary)
    }}
    .frame(maxWidth: .infinity, alignment: .leading)
    .card()
  }}
}}
'''


def screen(name: str) -> str:
    return f'''import SwiftUI

/// The {name.lower()} screen: a header, the entries, and the call to action.
struct {name}Screen: View {{
  @State private var model: {name}ViewModel

  init(items: [{name}Item] = {name}Item.samples) {{
    _model = State(initialValue: {name}ViewModel(items: items))
  }}

  var body: some View {{
    NavigationStack {{
      ScrollView {{
        VStack(spacing: Spacing.large) {{
          {name}Header(count: model.items.count)
          ForEach(model.visibleItems) {{ item in
            {name}Row(item: item)
              .card()
          }}
          PrimaryButton(title: "Continue")
        }}
        .padding(Spacing.medium)
      }}
      .screenTitle("{name}")
    }}
  }}
}}

#Preview {{
  {name}Screen()
}}
'''


def detail(name: str) -> str:
    return f'''import SwiftUI

/// One {name.lower()} entry in full.
struct {name}DetailView: View {{
  let item: {name}Item

  var body: some View {{
    Form {{
      Section {{
        InfoRow(title: "Title", value: item.title)
        InfoRow(title: "Price", value: item.formattedPrice)
      }}
      Section {{
        SecondaryButton(title: item.isFavorite ? "Remove from favourites" : "Add to favourites")
      }}
    }}
    .navigationTitle(item.title)
  }}
}}

#Preview {{
  {name}DetailView(item: {name}Item.samples[1])
}}
'''


def component(name: str) -> str:
    if name == "PrimaryButton" or name == "SecondaryButton":
        style = ".borderedProminent" if name == "PrimaryButton" else ".bordered"
        return f'''import SwiftUI

/// The design system's {name}.
struct {name}: View {{
  let title: String

  var body: some View {{
    Button(title) {{}}
      .buttonStyle({style})
      .frame(maxWidth: .infinity)
  }}
}}
'''
    if name == "ProductThumbnail":
        return '''import SwiftUI

/// A product's picture, square.
struct ProductThumbnail: View {
  let systemImage: String

  var body: some View {
    Image(systemName: systemImage)
      .frame(width: 44, height: 44)
      .background(Palette.surface, in: RoundedRectangle(cornerRadius: 8))
  }
}
'''
    if name == "RatingStars":
        return '''import SwiftUI

/// A rating out of five as stars.
struct RatingStars: View {
  let rating: Int

  var body: some View {
    HStack(spacing: 2) {
      ForEach(0..<5) { index in
        Image(systemName: index < rating ? "star.fill" : "star")
          .font(.caption)
      }
    }
  }
}
'''
    if name == "PriceTag":
        return '''import SwiftUI

/// A price in a capsule.
struct PriceTag: View {
  let text: String

  var body: some View {
    Text(text)
      .font(.callout.monospacedDigit())
      .padding(.horizontal, Spacing.small)
      .background(Palette.accent.opacity(0.2), in: Capsule())
  }
}
'''
    if name == "InfoRow":
        return '''import SwiftUI

/// A title and its value on one line.
struct InfoRow: View {
  let title: String
  let value: String

  var body: some View {
    HStack {
      Text(title)
      Spacer()
      Text(value)
        .foregroundStyle(.secondary)
    }
  }
}
'''
    return f'''import SwiftUI

/// The design system's {name}.
struct {name}: View {{
  var title = "{name}"
  var systemImage = "circle"

  var body: some View {{
    Label(title, systemImage: systemImage)
      .padding(Spacing.small)
  }}
}}
'''


def modifier(index: int) -> str:
    if index == 0:
        return '''import SwiftUI

extension View {
  /// Puts the view on a card.
  func card() -> some View {
    padding(Spacing.medium)
      .background(Palette.surface, in: RoundedRectangle(cornerRadius: 12))
  }

  /// A screen's navigation title in the app's style.
  func screenTitle(_ title: String) -> some View {
    navigationTitle(title)
  }
}
'''
    return f'''import SwiftUI

extension View {{
  /// A modifier of the design system, number {index}.
  func style{index}() -> some View {{
    padding({index % 5 + 1})
  }}
}}
'''


TOKENS = {
    "Spacing": '''import CoreGraphics

/// The app's spacing scale.
enum Spacing {
  static let small: CGFloat = 4
  static let medium: CGFloat = 12
  static let large: CGFloat = 20
}
''',
    "Palette": '''import SwiftUI

/// The app's colours.
enum Palette {
  static let accent = Color.orange
  static let surface = Color.gray.opacity(0.15)
}
''',
}


def package_file(index: int) -> str:
    return f'''import Foundation

/// A request of the service, number {index}.
public struct Endpoint{index} {{
  public var path = "/v1/resource/{index}"
  public var method = "GET"

  public init() {{}}

  public func url(base: URL) -> URL {{
    base.appendingPathComponent(path)
  }}
}}
'''


def helpers(prefix: str) -> str:
    """What real files also hold, and what makes them a few kilobytes: private helpers, each
    documented (the index reads every byte of a file to scan it)."""
    lines = [f"\n// MARK: - Helpers\n\nprivate enum {prefix}Helpers {{"]
    for index in range(8):
        lines.append(
            f"""  /// Formats the {index}th value for display, trimming what the layout cannot show and
  /// keeping what it can: a helper of the kind every screen of an app grows.
  static func format{index}(_ value: Double, fractionDigits: Int = {index % 3}) -> String {{
    let scale = Double(fractionDigits + {index})
    let rounded = (value * scale).rounded() / max(scale, 1)
    return rounded.isFinite ? "\\(rounded)" : "-"
  }}
"""
        )
    lines.append("}\n")
    return "\n".join(lines)


def write(out: Path, files: int) -> Path:
    if out.exists():
        shutil.rmtree(out)
    app = out / "Market"
    sources: dict[Path, str] = {}
    sources[app / "MarketApp.swift"] = (
        "import SwiftUI\n\n@main\nstruct MarketApp: App {\n"
        "  var body: some Scene {\n    WindowGroup { CatalogScreen() }\n  }\n}\n"
    )
    for name, text in TOKENS.items():
        sources[app / "DesignSystem" / "Tokens" / f"{name}.swift"] = text
    for name in COMPONENTS:
        sources[app / "DesignSystem" / "Components" / f"{name}.swift"] = component(name)
    for index in range(10):
        sources[app / "DesignSystem" / "Modifiers" / f"View+Style{index}.swift"] = modifier(index)
    package_files = max(10, files // 12)
    for index in range(package_files):
        folder = out / "Packages" / "Networking" / "Sources" / "Networking"
        sources[folder / f"Endpoint{index}.swift"] = package_file(index)
    features = max(1, (files - len(sources)) // 6)
    for name in feature_names(features):
        folder = app / "Features" / name
        sources[folder / "Views" / f"{name}Screen.swift"] = screen(name)
        sources[folder / "Views" / f"{name}Row.swift"] = row(name)
        sources[folder / "Views" / f"{name}Header.swift"] = header(name)
        sources[folder / "Views" / f"{name}DetailView.swift"] = detail(name)
        sources[folder / "ViewModels" / f"{name}ViewModel.swift"] = view_model(name)
        sources[folder / "Models" / f"{name}Item.swift"] = model(name)
    while len(sources) < files:
        index = len(sources)
        sources[app / "Support" / f"Formatter{index}.swift"] = (
            f"import Foundation\n\n/// A formatter of the app.\nenum Formatter{index} {{\n"
            f"  static func format(_ value: Double) -> String {{ \"\\(value)\" }}\n}}\n"
        )
    # Tests and build products: in the folder, skipped by the index.
    sources[out / "MarketTests" / "CatalogTests.swift"] = "import XCTest\n\nfinal class CatalogTests: XCTestCase {}\n"
    sources[out / ".build" / "checkouts" / "Other" / "Spacing.swift"] = "enum Spacing {}\n"
    for path, text in sources.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text + helpers(path.stem.replace("+", "")))
    (out / "Market.xcodeproj").mkdir(parents=True, exist_ok=True)
    (out / "Market.xcodeproj" / "project.pbxproj").write_text("// !$*UTF8*$!\n{\n}\n")
    resources = app / "Resources"
    (resources / "Assets.xcassets").mkdir(parents=True, exist_ok=True)
    (resources / "Assets.xcassets" / "Contents.json").write_text('{"info": {"version": 1, "author": "xcode"}}\n')
    (resources / "Localizable.xcstrings").write_text(
        '{"sourceLanguage": "en", "version": "1.0", "strings": {"Continue": {"localizations": '
        '{"ar": {"stringUnit": {"state": "translated", "value": "متابعة"}}}}}}\n'
    )
    return app / "Features" / "Catalog" / "Views" / "CatalogScreen.swift"


def main(arguments: list[str]) -> int:
    files = 500
    out = REPO / ".build" / "swift-project"
    rest = list(arguments)
    while rest:
        argument = rest.pop(0)
        if argument == "--files" and rest:
            files = max(100, int(rest.pop(0)))
        elif argument in ("-h", "--help"):
            print(__doc__)
            return 0
        else:
            out = Path(argument)
    screen_path = write(out, files)
    count = sum(1 for path in out.rglob("*.swift") if ".build" not in path.parts and "MarketTests" not in path.parts)
    print(f"{screen_path} ({count} Swift files in the app and its package)", file=sys.stderr)
    print(screen_path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
