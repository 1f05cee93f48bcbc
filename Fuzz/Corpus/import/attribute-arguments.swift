import UIKit
func makeLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 44)
    return layout
}
@a(@a(@a(@a(@a(@a(@a(@a(@a(@a(@a(@a(@a(@a(@a(@a(@a(@a(@a(@a(1)))))))))))))))))))) func g() {}
