import UIKit
func makeLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { section, environment in
        let w0 = environment.container.effectiveContentSize.width / 3
        let w1 = w0 + w0
        let w2 = w1 + w1
        let w3 = w2 + w2
        let w4 = w3 + w3
        let w5 = w4 + w4
        let w6 = w5 + w5
        let w7 = w6 + w6
        let w8 = w7 + w7
        let w9 = w8 + w8
        let w10 = w9 + w9
        let w11 = w10 + w10
        let w12 = w11 + w11
        let w13 = w12 + w12
        let w14 = w13 + w13
        let w15 = w14 + w14
        let w16 = w15 + w15
        let w17 = w16 + w16
        let w18 = w17 + w17
        let w19 = w18 + w18
        let w20 = w19 + w19
        let w21 = w20 + w20
        let w22 = w21 + w21
        let w23 = w22 + w22
        let w24 = w23 + w23
        let w25 = w24 + w24
        let w26 = w25 + w25
        let w27 = w26 + w26
        let w28 = w27 + w27
        let w29 = w28 + w28
        let w30 = w29 + w29
        let w31 = w30 + w30
        let w32 = w31 + w31
        let w33 = w32 + w32
        let w34 = w33 + w33
        let w35 = w34 + w34
        let w36 = w35 + w35
        let w37 = w36 + w36
        let w38 = w37 + w37
        let w39 = w38 + w38
        let w40 = w39 + w39
        let size = NSCollectionLayoutSize(widthDimension: .absolute(w40), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(group: group)
    }
}
