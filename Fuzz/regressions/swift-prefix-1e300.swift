// expect: warning: is not a number a preview can use
import SwiftUI
let items = [1, 2, 3]
#Preview { VStack { ForEach(items.prefix(1e300), id: \.self) { Text(String($0)) } } }
