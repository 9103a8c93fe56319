// expect: rejected: square brackets nest deeper than 16 levels
import SwiftUI
#Preview {
  Text(String([[[[[[[[[[[[ /*]]]]]]]]]]]]*/ [[[[[[[[[[[[ // ]]]]]]]]]]]]
  1]]]]]]]]]]]]]]]]]]]]]]]]))
}
