/// The structure-aware half of the Swift target's mutator: byte flips rarely make a file deeper
/// or longer in the ways that broke the reader (nested expressions of every kind, long chains,
/// repeated declarations), so this one nests and repeats what the input already holds.
///
/// libFuzzer calls it for half of its mutations (`LLVMFuzzerCustomMutator` in `FuzzEntry.swift`);
/// the other half are libFuzzer's own, dictionary included.
public struct SwiftMutator {
  /// A small deterministic generator (SplitMix64), so a mutation is reproducible from its seed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Wrappers that nest an expression or a view one level deeper, as prefix and suffix.
  static let wrappers: [(String, String)] = [
    ("(", ")"), ("[", "]"), ("VStack { ", " }"), ("Group { ", " }"), ("try ", ""), ("await ", ""),
    ("!", ""), ("-", ""), ("c ? ", " : 0"), ("{ ", " }()"), ("f(", ")"), ("[\"k\": ", "]"),
    ("if c { ", " } else { Text(\"e\") }"), ("\"\\(", ")\""), ("Array<", ">"), ("(", " as Any)"),
    ("ForEach(0..<9) { _ in ", " }"), ("x + ", ""), ("#if DEBUG\n", "\n#endif\n"),
  ]

  /// Suffixes repeated after an expression to make a long chain.
  static let chains = [".padding()", ".a", "[0]", "!", "?", ".map { $0 }", "(0)", " + s", " + Text(\"t\")"]

  /// A mutation of `bytes` at most `maxSize` long: nests a bracketed span or a random span
  /// several levels, repeats a span or a line, or appends a chain to an expression.
  public static func mutate(_ bytes: [UInt8], maxSize: Int, seed: UInt64) -> [UInt8] {
    var random = Generator(state: seed)
    guard !bytes.isEmpty else { return Array("#Preview { Text(\"a\") }".utf8.prefix(maxSize)) }
    var result: [UInt8]
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      let (start, end) = span(in: bytes, using: &random)
      let (prefix, suffix) = wrappers.randomElement(using: &random)!
      let levels = [1, 2, 8, 64, 300].randomElement(using: &random)!
      result = Array(bytes[..<start])
      for _ in 0..<levels { result += Array(prefix.utf8) }
      result += bytes[start..<end]
      for _ in 0..<levels { result += Array(suffix.utf8) }
      result += bytes[end...]
    case 1:
      let (start, end) = span(in: bytes, using: &random)
      let times = [2, 10, 100, 1000].randomElement(using: &random)!
      result = Array(bytes[..<end])
      for _ in 0..<times { result += bytes[start..<end] }
      result += bytes[end...]
    default:
      let at = Int.random(in: 0...bytes.count, using: &random)
      let chain = Array(chains.randomElement(using: &random)!.utf8)
      let times = [1, 10, 200, 3000].randomElement(using: &random)!
      result = Array(bytes[..<at])
      for _ in 0..<times { result += chain }
      result += bytes[at...]
    }
    return Array(result.prefix(maxSize))
  }

  /// A span of `bytes`: from an opening bracket to its match (or the end), or a random line.
  static func span(in bytes: [UInt8], using random: inout Generator) -> (Int, Int) {
    let openers = bytes.indices.filter { "({[".utf8.contains(bytes[$0]) }
    if let start = openers.randomElement(using: &random), Bool.random(using: &random) {
      var depth = 0
      for index in start..<bytes.count {
        if "({[".utf8.contains(bytes[index]) { depth += 1 }
        if ")}]".utf8.contains(bytes[index]) { depth -= 1 }
        if depth == 0 { return (start, index + 1) }
      }
      return (start, bytes.count)
    }
    let newline = UInt8(ascii: "\n")
    let at = Int.random(in: 0..<bytes.count, using: &random)
    let start = bytes[..<at].lastIndex(of: newline).map { $0 + 1 } ?? 0
    let end = bytes[at...].firstIndex(of: newline).map { $0 + 1 } ?? bytes.count
    return (start, end)
  }
}
