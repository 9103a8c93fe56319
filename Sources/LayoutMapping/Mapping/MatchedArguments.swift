import LayoutEngine

/// An element's arguments as matched from a call: the typed values for its declaration's build,
/// and the views of its content closure, if any.
struct MatchedArguments {
  var values = ArgumentValues()
  /// The content closure's views; `nil` when the call passes none.
  var content: [Call]?
}
