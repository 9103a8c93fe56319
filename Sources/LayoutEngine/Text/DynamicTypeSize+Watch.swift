extension DynamicTypeSize {
  /// The default text size of an Apple Watch with a case of `millimetres`, from the HIG's watchOS
  /// tables: Small for 38 mm, Large for 40, 41 and 42 mm, xLarge for 44, 45 and 49 mm. A case size
  /// the HIG does not list takes the nearest listed one (46 mm takes 45 mm's xLarge; a tie takes
  /// the smaller case).
  public static func watchDefault(caseMillimetres millimetres: Int) -> DynamicTypeSize {
    let nearest = WatchTypeTable.defaultSizes.min { a, b in
      (abs(a.caseMillimetres - millimetres), a.caseMillimetres)
        < (abs(b.caseMillimetres - millimetres), b.caseMillimetres)
    }
    return nearest?.size ?? .large
  }
}
