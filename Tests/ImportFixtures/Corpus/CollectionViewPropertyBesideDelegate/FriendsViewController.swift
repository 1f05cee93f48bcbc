// swift-format-ignore-file
import UIKit

// The screen's `collectionView` property and the delegate's `collectionView(_:layout:…)` methods share
// the name. Two cards a row: (402 - 2 × 16 - 12) / 2 = 179 wide, 80 tall, 12 apart under an 8-point
// top inset: cell 1 at (16 + 179 + 12, 8) = (207, 8); rows 12 apart: cell 2 at y 8 + 80 + 12 = 100.
// frame: FriendsViewController iphone-17 section 0 cell 1 = 207 8 179 80
// frame: FriendsViewController iphone-17 section 0 cell 2 = 16 100 179 80
final class FriendsViewController: UIViewController {
    private let spacing: CGFloat = 12

    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = spacing
        layout.minimumInteritemSpacing = spacing
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.delegate = self
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.frame = view.bounds
        collectionView.reloadData()
    }
}

extension FriendsViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let insets = self.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: indexPath.section)
        let width = (collectionView.bounds.width - insets.left - insets.right - spacing) / 2
        return CGSize(width: width, height: 80)
    }
}
