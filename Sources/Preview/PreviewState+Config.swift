import LayoutEngine

extension PreviewState {
  /// Shows the settings a saved config file changed, each as its command would (`:device`, the
  /// `f` fit with the zoom back to 1, `:language` with the direction it implies, the theme by its
  /// place in `environment.themeNames`); `nil` leaves that part as it is. The notice is the
  /// caller's, which knows what the save changed.
  public mutating func applyConfig(
    device: String?, fit: FitMode?, language: Language?, themeIndex: Int?, in environment: PreviewEnvironment
  ) {
    if let device { runCommand("device \(device)", in: environment) }
    if let fit, fit != self.fit {
      self.fit = fit
      zoom = 1
      center = nil
    }
    if let language { runCommand("language \(language.rawValue)", in: environment) }
    if let themeIndex, environment.themeNames.indices.contains(themeIndex) { self.themeIndex = themeIndex }
  }
}
