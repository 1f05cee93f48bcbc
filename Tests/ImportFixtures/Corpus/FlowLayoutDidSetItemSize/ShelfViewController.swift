// swift-format-ignore-file
import UIKit

// Setting `columns = 3` runs the layout's didSet: two gaps of 6, (402 - 12) / 3 = 130 square tiles
// (UIScreen.main.bounds.width is the iPhone 17's 402). Three fill the row exactly, 6 apart: x 0, 136,
// 272; rows 130 + 10 (UIKit's line spacing) apart: the fourth tile at (0, 140).
// frame: ShelfViewController iphone-17 section 0 cell 1 = 136 0 130 130
// frame: ShelfViewController iphone-17 section 0 cell 3 = 0 140 130 130
final class ShelfViewController: UIViewController {
    private lazy var collectionView: UICollectionView = {
        let layout = ShelfFlowLayout()
        layout.minimumInteritemSpacing = 6
        layout.columns = 3
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        view.addSubview(collectionView)
    }
}
