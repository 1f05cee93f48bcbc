import UIKit

final class Feed: NSObject, UICollectionViewDelegateFlowLayout {
    func makeLayout(width: CGFloat) -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 12
        layout.itemSize = CGSize(width: width / 2, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        return layout
    }

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        switch section {
        case 1: return UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        default: return .zero
        }
    }
}
