// swift-format-ignore-file
import UIKit

/// Three square columns across the collection view.
class SquareGridLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let side = ((collectionView.bounds.width - minimumInteritemSpacing * 2) / 3).rounded(.down)
        itemSize = CGSize(width: side, height: side)
    }
}

/// The same grid with the rows packed tighter.
final class DenseGridLayout: SquareGridLayout {
    override func prepare() {
        super.prepare()
        minimumLineSpacing = 4
    }
}
