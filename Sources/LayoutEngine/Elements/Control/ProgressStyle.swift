/// A progress view's value: a fraction for a bar, or `nil` for the indeterminate spinner.
public enum ProgressStyle: Sendable, Hashable {
  case linear(Double)
  case circular
}
