import UIKit
func f(_ n: Int) -> Int { n == 0 ? 1 : f(n - 1) + f(n - 1) }
func makeLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: f(30), height: 44)
    return layout
}
