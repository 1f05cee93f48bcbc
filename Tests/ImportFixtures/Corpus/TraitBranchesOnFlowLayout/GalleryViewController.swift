// swift-format-ignore-file
import UIKit

// A flow layout configured in viewDidLoad, its line spacing set in both branches of a size-class
// test: the `else`'s 10 is the layout's, the regular width's 32 a variant.
// On the default iPhone 17 (402 wide, compact): 100 x 100 items, 3 fit a row (3 x 100 + 2 x 10 = 320
// ≤ 402, 4 x 100 + 3 x 10 = 430 > 402), justified: gap (402 - 300) / 2 = 51, x = 0, 151, 302; the
// second row at y = 100 + 10 = 110.
// frame: GalleryViewController iphone-17 section 0 cell 1 = 151 0 100 100
// frame: GalleryViewController iphone-17 section 0 cell 3 = 0 110 100 100
final class GalleryViewController: UIViewController {
    private let layout = UICollectionViewFlowLayout()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 100, height: 100)
        if traitCollection.horizontalSizeClass == .regular {
            layout.minimumLineSpacing = 32
        } else {
            layout.minimumLineSpacing = 10
        }
        collectionView.frame = view.bounds
        view.addSubview(collectionView)
    }
}
