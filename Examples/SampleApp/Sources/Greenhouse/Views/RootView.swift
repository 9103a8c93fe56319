import SwiftUI

/// The app's two tabs: the garden and the settings.
struct RootView: View {
  var body: some View {
    TabView {
      GardenView()
        .tabItem { Label("Garden", systemImage: "leaf") }
      SettingsView()
        .tabItem { Label("Settings", systemImage: "gearshape") }
    }
    .tint(.leaf)
  }
}

#Preview {
  RootView()
}
