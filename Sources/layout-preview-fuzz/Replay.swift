#if !FUZZING
  import Foundation

  /// Without libFuzzer (an ordinary build): runs `FuzzCheck` on the files named on the command
  /// line and says what happened to each, so a finding can be replayed under a debugger.
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
          switch try FuzzCheck.run([UInt8](data)) {
          case .rendered(let nodes): print("\(path): rendered, \(nodes) nodes")
          case .rejected(let message): print("\(path): rejected: \(message)")
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
