/// Whether the compiler takes its shortcuts for fixed-size leaves: the shape-leaf path
/// (`Compiler.compileShapeLeaf`) and fixed frames sized when compiled (`FixedFrameLayout`).
///
/// Both must give exactly the results of the general path; tests turn them off
/// (`LeafShortcuts.$areEnabled.withValue(false) { … }`) and compare. Task-local, so tests running
/// at the same time keep theirs; read once per compile, when the compiler is made. A tree too deep
/// for the caller's thread is laid out on a thread of its own (`LargeStack`), which sees the
/// default.
enum LeafShortcuts {
  @TaskLocal static var areEnabled = true
}
