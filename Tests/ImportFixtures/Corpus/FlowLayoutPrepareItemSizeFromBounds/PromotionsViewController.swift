// swift-format-ignore-file
import UIKit

// prepare() runs after the controller's settings: the banner is the collection view's 402 less the
// 12-point insets each side, 402 - 24 = 378 wide, and (378 × 9 / 16).rounded() = 212.625 → 213 tall.
// One a row at x 12; rows 16 apart under the 12-point top inset: the second at y 12 + 213 + 16 = 241,
// the third at 241 + 229 = 470.
// frame: PromotionsViewController iphone-17 section 0 cell 1 = 12 241 378 213
// frame: PromotionsViewController iphone-17 section 0 cell 2 = 12 470 378 213
final class PromotionsViewController: UIViewController {
    private let collectionView: UICollectionView = {
        let layout = BannerFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        layout.minimumLineSpacing = 16
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        view.addSubview(collectionView)
    }
}
