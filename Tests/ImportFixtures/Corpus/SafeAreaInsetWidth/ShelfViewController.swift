// swift-format-ignore-file
import UIKit

// iphone-17, 402 wide, no safe area inset at the sides in portrait: covers (402 - 60) / 2 = 171
// wide, 171 × 1.5 = 256.5 tall; two fill the 402 - 40 = 362 of a row with 20 between (171 + 20 +
// 171 = 362), so cell 1 is at x 20 + 171 + 20 = 211. The second row is 256.5 + 24 = 280.5 down,
// 841.5 pixels at 3x, which UIKit rounds to 842: 280.667.
// frame: ShelfViewController iphone-17 section 0 cell 1 = 211 0 171 256.5
// frame: ShelfViewController iphone-17 section 0 cell 2 = 20 280.667 171 256.5

/// Two covers a row, as wide as the root view's safe area allows: `bounds.inset(by: safeAreaInsets)`
/// is the safe area's frame.
final class ShelfViewController: UIViewController {
    private lazy var collectionView: UICollectionView = {
        let coverWidth = (view.bounds.inset(by: view.safeAreaInsets).width - 60) / 2
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: coverWidth, height: coverWidth * 1.5)
        layout.minimumLineSpacing = 24
        layout.minimumInteritemSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 24, right: 20)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
    }
}
