// expect: warning: a string would be longer than 1048576 bytes
import SwiftUI
#Preview {
 let t0 = Text("aaaaaaaa")
 let t1 = t0 + t0
 let t2 = t1 + t1
 let t3 = t2 + t2
 let t4 = t3 + t3
 let t5 = t4 + t4
 let t6 = t5 + t5
 let t7 = t6 + t6
 let t8 = t7 + t7
 let t9 = t8 + t8
 let t10 = t9 + t9
 let t11 = t10 + t10
 let t12 = t11 + t11
 let t13 = t12 + t12
 let t14 = t13 + t13
 let t15 = t14 + t14
 let t16 = t15 + t15
 let t17 = t16 + t16
 let t18 = t17 + t17
 let t19 = t18 + t18
 let t20 = t19 + t19
 let t21 = t20 + t20
 let t22 = t21 + t21
 let t23 = t22 + t22
 let t24 = t23 + t23
 let t25 = t24 + t24
 let t26 = t25 + t25
 let t27 = t26 + t26
 let t28 = t27 + t27
 let t29 = t28 + t28
 let t30 = t29 + t29
 let t31 = t30 + t30
 let t32 = t31 + t31
 let t33 = t32 + t32
 let t34 = t33 + t33
 let t35 = t34 + t34
 let t36 = t35 + t35
 let t37 = t36 + t36
 let t38 = t37 + t37
 let t39 = t38 + t38
 let t40 = t39 + t39
 t40
}
