import Foundation
import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// The sample app (`Examples/SampleApp`), a small SwiftUI app written and laid out as apps are,
/// previews every screen as the app would show it: with its design system and models from other
/// folders, its own translations, its images at their sizes and the right branch on each device.
@Suite("The sample app")
struct SampleAppTests {
  static let sources = "Examples/SampleApp/Sources/Greenhouse/"

  static let screens = [
    "Views/RootView.swift", "Views/Garden/GardenView.swift", "Views/Garden/PlantRow.swift",
    "Views/PlantDetail/PlantDetailView.swift", "Views/Settings/SettingsView.swift",
    "DesignSystem/StatusBadge.swift", "DesignSystem/FactRow.swift",
  ]

  private func document(_ screen: String) throws -> LayoutDocument {
    try SwiftLayouts.load(path: Repository.path(Self.sources + screen))[0]
  }

  /// Every node of a tree: children, the views of modifiers (backgrounds, overlays) and variants.
  private func nodes(_ node: ViewNode) -> [ViewNode] {
    var all = [node]
    for child in node.children { all += nodes(child) }
    for variant in node.variants { all += nodes(variant.node) }
    for modifier in node.modifiers {
      if case .background(let view, _) = modifier { all += nodes(view) }
      if case .overlay(let view, _) = modifier { all += nodes(view) }
    }
    return all
  }

  private let phone = LayoutContext(containerSize: Size(width: 402, height: 874))
  private let pad = LayoutContext(
    containerSize: Size(width: 820, height: 1180), horizontalSizeClass: .regular, idiom: .pad)

  /// The main string of each placed element (a text's, a label's, a button's title).
  private func texts(_ placed: [PlacedNode]) -> [String] {
    placed.compactMap { node in
      var shown: String?
      _ = node.element.replacingMainString { string in
        shown = string
        return string
      }
      return shown
    }
  }

  @Test("every screen previews with no placeholder box, no unknown value and no warning", arguments: screens)
  func everyScreen(screen: String) throws {
    let document = try document(screen)
    #expect(document.warnings.map(\.description) == [])
    let all = nodes(document.body)
    #expect(!all.contains { $0.element.typeName == "Placeholder" })
    for language in [Language.english, .arabic, .hebrew] {
      let shown = texts(LayoutEngine.layout(document.body.localized(for: language), in: phone).nodes)
      #expect(!shown.contains { $0.contains("‹") || $0.contains("%") || $0.contains("garden.") }, "\(shown)")
    }
  }

  @Test("the garden's model is built in its init from the plants' preview samples; its strings are the app's")
  func garden() throws {
    let body = try document("Views/Garden/GardenView.swift").body
    let english = texts(LayoutEngine.layout(body, in: phone).nodes)
    #expect(english.contains("1 plant needs water today"))
    #expect(english.filter { ["Boston fern", "Golden barrel", "Peace lily"].contains($0) }.count == 3)
    let arabic = texts(
      LayoutEngine.layout(body.localized(for: .arabic), in: rightToLeft(phone, .arabic)).nodes)
    #expect(arabic.contains("نبتة واحدة تحتاج إلى الري اليوم"))
    #expect(arabic.contains("يحتاج إلى الري"))
    // The section's header, a `Text` the section builds of its own, is translated too, and so is
    // the navigation title, a key whose English is "My Garden".
    #expect(arabic.contains("النباتات"))
    #expect(arabic.contains("حديقتي"))
    #expect(!arabic.contains("My Garden"))
    // The plants' names are `String`s, which SwiftUI shows as they are.
    #expect(arabic.contains("Boston fern"))
    let hebrew = texts(
      LayoutEngine.layout(body.localized(for: .hebrew), in: rightToLeft(phone, .hebrew)).nodes)
    #expect(hebrew.contains("צמח אחד צריך השקיה היום"))
  }

  @Test("the tabs' titles and the care card's facts show the app's Arabic and Hebrew")
  func tabsAndFacts() throws {
    let root = try document("Views/RootView.swift").body
    let tabs = LayoutEngine.layout(root.localized(for: .hebrew), in: rightToLeft(phone, .hebrew)).nodes
      .map { String(describing: $0.element) }.joined()
    #expect(tabs.contains("גינה") && tabs.contains("הגדרות"))
    let detail = try document("Views/PlantDetail/PlantDetailView.swift").body
    let arabic = texts(
      LayoutEngine.layout(detail.localized(for: .arabic), in: rightToLeft(phone, .arabic)).nodes)
    // The light's name and the watering interval are keys (`LocalizedStringKey`), so translated.
    #expect(arabic.contains("شمس جزئية"), "\(arabic)")
    #expect(arabic.contains("كل 3 أيام"), "\(arabic)")
  }

  private func rightToLeft(_ context: LayoutContext, _ language: Language) -> LayoutContext {
    var context = context
    context.layoutDirection = .rightToLeft
    context.language = language
    return context
  }

  @Test("a row's thumbnail is at the leading edge: the left in English, the right in Arabic")
  func mirroredRow() throws {
    let body = try document("Views/Garden/PlantRow.swift").body
    for (context, leadingIsLeft) in [(phone, true), (rightToLeft(phone, .arabic), false)] {
      let placed = LayoutEngine.layout(body.localized(for: context.language), in: context).nodes
      let thumbnail = try #require(placed.first { $0.element.typeName == "Image" })
      let name = try #require(placed.first { $0.element == .text("Boston fern") })
      #expect((thumbnail.frame.minX < name.frame.minX) == leadingIsLeft)
    }
  }

  @Test("the plant's photo is above its care card on iPhone and beside it on iPad, at its 120 × 90 points")
  func detailBySizeClass() throws {
    let body = try document("Views/PlantDetail/PlantDetailView.swift").body
    for (context, isBeside) in [(phone, false), (pad, true)] {
      let placed = LayoutEngine.layout(body, in: context).nodes
      let photo = try #require(
        placed.first { $0.element == .image(.photo("fern", naturalSize: Size(width: 120, height: 90))) })
      #expect(photo.frame.size == Size(width: 120, height: 90))
      let light = try #require(placed.first { $0.element == .text("Light") })
      if isBeside {
        #expect(photo.frame.maxX <= light.frame.minX)
      } else {
        #expect(photo.frame.maxY <= light.frame.minY)
      }
    }
  }

  @Test("on iPad the care card is at most half the reader's width, computed while laying out; not on iPhone")
  func careCardHalfWidth() throws {
    let body = try document("Views/PlantDetail/PlantDetailView.swift").body
    func card(_ context: LayoutContext) throws -> Rect {
      let placed = LayoutEngine.layout(body.localized(for: context.language), in: context).nodes
      return try #require(placed.first { $0.element.typeName == "RoundedRectangle" }).frame
    }
    // The reader fills the 820-point screen under the navigation bar: the card is 410 wide.
    #expect(try card(pad).width == 410)
    var landscape = pad
    landscape.containerSize = Size(width: 1180, height: 820)
    #expect(try card(landscape).width == 590)
    // Right to left the card is on the left of the photo, still 410 wide.
    let mirrored = try card(rightToLeft(pad, .hebrew))
    #expect(mirrored.width == 410 && mirrored.maxX < 820 / 2 + 410 / 2)
    // On iPhone the compact branch does not read the reader: the card spans the padded width.
    #expect(try card(phone).width == 402 - 32)
  }

  @Test("the app's images lay out at their asset catalog's sizes")
  func images() throws {
    let settings = LayoutEngine.layout(try document("Views/Settings/SettingsView.swift").body, in: phone)
      .nodes
    let logo = try #require(settings.first { $0.element.typeName == "Image" })
    #expect(logo.frame.size == Size(width: 160, height: 48))
    let garden = LayoutEngine.layout(try document("Views/Garden/GardenView.swift").body, in: phone).nodes
    let can = try #require(
      garden.first { $0.element == .image(.photo("wateringCan", naturalSize: Size(width: 28, height: 28))) })
    #expect(can.frame.size == Size(width: 28, height: 28))
  }
}
