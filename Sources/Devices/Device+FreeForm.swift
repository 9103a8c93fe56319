extension Device {
  /// The free-form screen `text` names (`800x600`, `800×600 pt`), as `--device` takes it, or `nil`
  /// when `text` is not a usable size; for pickers that offer catalog names and sizes alike.
  public static func freeForm(_ text: String) -> Device? {
    guard let size = try? FreeFormSize.parse(text) else { return nil }
    return custom(size: size)
  }
}
