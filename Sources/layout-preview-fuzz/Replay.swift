#if !FUZZING
  import Foundation

  /// Without libFuzzer (an ordinary build): runs `FuzzCheck` (or `SwiftFuzzCheck` on a `.swift`
  /// file) on the files named on the command line and says what happened to each, so a finding
  /// can be replayed under a debugger.
  @main
  struct Replay {
    static func main() {
      var failed = false
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): cannot read")
          failed = true
          continue
        }
        do {
          let bytes = [UInt8](data)
          switch try path.hasSuffix(".swift") ? SwiftFuzzCheck.run(bytes) : FuzzCheck.run(bytes) {
          case .rendered(let nodes): print("\(path): rendered, \(nodes) nodes")
          case .rejected(let message): print("\(path): rejected: \(message)")
          case .previewed(let nodes, let warnings):
            print("\(path): previewed, \(nodes) nodes, \(warnings.count) warnings")
            for warning in warnings { print("  \(warning)") }
          }
        } catch {
          print("\(path): FAILED: \(error)")
          failed = true
        }
      }
      exit(failed ? 1 : 0)
    }
  }
#endif
