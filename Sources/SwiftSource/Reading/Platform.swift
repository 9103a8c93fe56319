import LayoutEngine

/// The operating system a preview runs on, which decides `#if os(…)` and `canImport(…)`.
public enum Platform: String, Sendable, Hashable, CaseIterable {
  case iOS
  case watchOS
  case tvOS
  case macOS

  /// The platform of a device idiom: iPhone and iPad run iOS.
  public init(_ idiom: UserInterfaceIdiom) {
    switch idiom {
    case .phone, .pad: self = .iOS
    case .watch: self = .watchOS
    case .tv: self = .tvOS
    case .mac: self = .macOS
    }
  }

  /// The SDK's modules an app for this platform can import (`canImport(UIKit)`).
  var importableModules: Set<String> {
    let common: Set<String> = [
      "SwiftUI", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "CoreGraphics",
      "CoreLocation", "MapKit", "AVFoundation", "AVKit", "StoreKit", "Charts", "OSLog", "Swift",
      "_Concurrency", "Dispatch", "Darwin", "CloudKit", "HealthKit", "UserNotifications",
    ]
    switch self {
    case .iOS: return common.union(["UIKit", "PhotosUI", "WidgetKit", "ActivityKit", "ARKit"])
    case .watchOS: return common.union(["WatchKit", "WidgetKit"])
    case .tvOS: return common.union(["UIKit", "TVUIKit"])
    case .macOS: return common.union(["AppKit", "WidgetKit"])
    }
  }
}
