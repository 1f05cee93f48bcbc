// swift-format-ignore-file
import UIKit

// The metrics' host is this shelf, not a DrawerViewController (a type these files do not declare):
// the sides are 20 upright and (width − 300) / 2 on its side. The tracker's width starts at 0, so the
// wide spacing never holds: 8 between items. The footer's height comes from a nib not given.
// On an iPhone 17 in portrait (402 wide): room 402 − 40 = 362; 3 columns of 100 (3 × 100 + 2 × 8 =
// 316 ≤ 362, 4 would need 424); gaps (362 − 300) / 2 = 31. Cell 0 at (20, 8); cell 4 (row 2,
// column 2) at x 20 + 100 + 31 = 151, y 8 + 100 + 10 = 118.
// frame: ShelfViewController iphone-17 section 0 cell 0 = 20 8 100 100
// frame: ShelfViewController iphone-17 section 0 cell 4 = 151 118 100 100
final class GridMetrics {
    private weak var host: UIViewController?

    func attach(to host: UIViewController) {
        self.host = host
    }

    func side(in collectionView: UICollectionView) -> CGFloat {
        if host is DrawerViewController {
            return 16
        }
        return inPortrait ? 20 : (collectionView.bounds.width - 300) / 2
    }
}

final class ShelfViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private let layout = UICollectionViewFlowLayout()
    private let metrics = GridMetrics()

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.delegate = self
        view.addSubview(collectionView)
        metrics.attach(to: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if WidthTracker.shared.isWide {
            layout.minimumInteritemSpacing = 30
        } else {
            layout.minimumInteritemSpacing = 8
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        let side = metrics.side(in: collectionView)
        return UIEdgeInsets(top: 8, left: side, bottom: 0, right: side)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        let footer = Bundle.main.loadNibNamed("ShelfFooter", owner: nil)?.first as? UIView
        return CGSize(width: collectionView.bounds.width, height: footer?.frame.height ?? 0)
    }
}
