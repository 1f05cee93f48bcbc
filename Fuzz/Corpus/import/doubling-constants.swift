import UIKit
let c0 = 1.0
let c1 = c0 + c0
let c2 = c1 + c1
let c3 = c2 + c2
let c4 = c3 + c3
let c5 = c4 + c4
let c6 = c5 + c5
let c7 = c6 + c6
let c8 = c7 + c7
let c9 = c8 + c8
let c10 = c9 + c9
let c11 = c10 + c10
let c12 = c11 + c11
let c13 = c12 + c12
let c14 = c13 + c13
let c15 = c14 + c14
let c16 = c15 + c15
let c17 = c16 + c16
let c18 = c17 + c17
let c19 = c18 + c18
let c20 = c19 + c19
let c21 = c20 + c20
let c22 = c21 + c21
let c23 = c22 + c22
let c24 = c23 + c23
let c25 = c24 + c24
let c26 = c25 + c25
let c27 = c26 + c26
let c28 = c27 + c27
let c29 = c28 + c28
let c30 = c29 + c29
let c31 = c30 + c30
let c32 = c31 + c31
let c33 = c32 + c32
let c34 = c33 + c33
let c35 = c34 + c34
let c36 = c35 + c35
let c37 = c36 + c36
let c38 = c37 + c37
let c39 = c38 + c38
let c40 = c39 + c39
func makeLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: c40, height: 44)
    return layout
}
