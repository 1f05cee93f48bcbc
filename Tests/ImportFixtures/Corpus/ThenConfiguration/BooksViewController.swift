// swift-format-ignore-file
import UIKit

// Covers 100 × 140 inside 16-point side insets: 402 - 32 = 370 holds three (3 × 100 + 2 × 4 = 308;
// four would need 412), and flow spreads the 70 left over: gaps of 35, x = 16, 151, 286. Rows 140 + 8
// apart: the fourth book at (16, 148).
// frame: BooksViewController iphone-17 section 0 cell 1 = 151 0 100 140
// frame: BooksViewController iphone-17 section 0 cell 3 = 16 148 100 140
final class BooksViewController: UIViewController {
    private let layout = UICollectionViewFlowLayout().then {
        $0.itemSize = CGSize(width: 100, height: 140)
        $0.minimumLineSpacing = 8
        $0.minimumInteritemSpacing = 4
        $0.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    }

    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        view.addSubview(collectionView)
    }
}
