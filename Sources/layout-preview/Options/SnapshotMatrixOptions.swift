import ArgumentParser
import Audit
import Snapshots

/// The matrix `snapshot` and `diff` lay layouts out in: a preset (`--matrix pr`, the default, or
/// `full`), narrowed or widened by `check`'s matrix options.
struct SnapshotMatrixOptions: ParsableArguments {
  @Option(
    name: .customLong("matrix"),
    help: ArgumentHelp(
      "pr (smallest and largest iPhone, smallest iPad; portrait and landscape; Large and AX3; LTR and RTL) or full (check's matrix).",
      valueName: "preset"))
  var preset: MatrixPreset = .pr

  @OptionGroup(title: "Variants") var variants: MatrixOptions

  /// The matrix these options describe.
  func matrix() throws -> VariantMatrix {
    try variants.matrix(base: preset.matrix())
  }
}

extension MatrixPreset: RawStringArgument {}
