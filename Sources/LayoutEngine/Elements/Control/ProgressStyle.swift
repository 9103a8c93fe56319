/// A progress view's value: a fraction for a bar, `nil` for the indeterminate spinner, or a
/// gauge's accessory indicator at a fraction.
public enum ProgressStyle: Sendable, Hashable {
  case linear(Double)
  case circular
  /// The indicator of a `Gauge` in an accessory style: a thin bar or track, or the small ring.
  case gauge(Double, GaugeStyle)
}
