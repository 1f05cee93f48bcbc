// swift-format-ignore-file
import UIKit

/// Full-width 16:9 banners, one a row.
final class BannerFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let width = collectionView.bounds.width - sectionInset.left - sectionInset.right
        itemSize = CGSize(width: width, height: (width * 9 / 16).rounded())
    }
}
