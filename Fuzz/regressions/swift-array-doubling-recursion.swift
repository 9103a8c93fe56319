// expect: warning: an array would have more than 100000 elements
import SwiftUI
func f(_ s: [Int], _ n: Int) -> [Int] { n == 0 ? s : f(s + s, n - 1) }
#Preview { Text(String(f([1], 60).count)) }
