import ArgumentParser
import Devices

/// `--split full|two-thirds|half|one-third|slide-over`, the raw values of `SplitMode`.
extension SplitMode: RawStringArgument {}
