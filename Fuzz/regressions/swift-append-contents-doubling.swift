// expect: warning: an array would have more than 100000 elements
import SwiftUI
func f() -> Int { var a = [1]; for _ in 0..<100 { a.append(contentsOf: a) }; return a.count }
#Preview { Text("\(f())") }
