// expect: warning: a string would be longer than 1048576 bytes
import SwiftUI
func f(_ s: String, _ n: Int) -> String { n == 0 ? s : f(s + s, n - 1) }
#Preview { Text(f("ab", 60)) }
