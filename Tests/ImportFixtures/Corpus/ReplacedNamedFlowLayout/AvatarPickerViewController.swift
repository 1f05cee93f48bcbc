// swift-format-ignore-file
import UIKit

// The collection view is made with a flow layout held by a name that nothing else reads; viewDidLoad
// configures another and sets it with setCollectionViewLayout(_:animated:): that one is the screen's.
// iphone-17, 402 wide: 80-point avatars, 16 apart at least, 25 between lines, 12 inset at each side.
// Four fit a row (4 × 80 + 3 × 16 = 368 ≤ 402 - 24 = 378), spread 378 - 320 = 58 / 3 = 19.333 apart:
// cell 1 at x 12 + 80 + 19.333 = 111.333; the second row at 80 + 25 = 105.
// frame: AvatarPickerViewController iphone-17 section 0 cell 1 = 111.333 0 80 80
// frame: AvatarPickerViewController iphone-17 section 0 cell 4 = 12 105 80 80

/// Avatars to choose from, in rows as many as fit.
final class AvatarPickerViewController: UIViewController {
    private let collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumInteritemSpacing = 16
        layout.minimumLineSpacing = 25
        layout.sectionInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        collectionView.setCollectionViewLayout(layout, animated: false)
    }
}
