// swift-format-ignore-file
import UIKit

// Tiles of 120 × 120, 4 apart, inside 8-point insets: 402 - 16 = 386 hold three (3 × 120 + 2 × 4
// = 368); the 18 left widen the two gaps to 4 + 9 = 13: x = 8, 141, 274. Rows are 120 + 4 apart
// under the 8 of inset: y = 8, 132.
// frame: PhotoGridViewController iphone-17 section 0 cell 1 = 141 8 120 120
// frame: PhotoGridViewController iphone-17 section 0 cell 3 = 8 132 120 120
final class PhotoGridViewController: UIViewController {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: UX.tileSide, height: UX.tileSide)
        layout.minimumInteritemSpacing = UX.spacing
        layout.minimumLineSpacing = UX.spacing
        layout.sectionInset = .init(top: UX.inset, left: UX.inset, bottom: UX.inset, right: UX.inset)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }
}
