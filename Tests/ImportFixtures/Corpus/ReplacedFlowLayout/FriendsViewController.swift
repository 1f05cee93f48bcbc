// swift-format-ignore-file
import UIKit

// The collection view is made with a bare flow layout, which viewDidLoad replaces by the one
// configureLayout() makes: that one's keys are the spec's. iphone-17, 402 wide: each row is
// 402 - 2 × 16 = 370 wide and 72 tall, one a line (370 + 12 + 370 > 370), 12 apart, below a top
// inset of 16: cell 1 at y 16 + 72 + 12 = 100.
// frame: FriendsViewController iphone-17 section 0 cell 0 = 16 16 370 72
// frame: FriendsViewController iphone-17 section 0 cell 1 = 16 100 370 72

/// A screen whose collection view is made with a bare flow layout and given its real one in
/// `viewDidLoad`: the layout read is the one configured and set.
final class FriendsViewController: UIViewController {
    private enum Metric {
        static let inset: CGFloat = 16
        static let spacing: CGFloat = 12
        static let rowHeight: CGFloat = 72
    }

    private lazy var collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewFlowLayout()
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        configureLayout()
    }

    private func configureLayout() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.minimumLineSpacing = Metric.spacing
        layout.minimumInteritemSpacing = Metric.spacing
        layout.sectionInset = UIEdgeInsets(top: Metric.inset, left: Metric.inset, bottom: Metric.inset, right: Metric.inset)
        layout.itemSize = CGSize(width: UIScreen.main.bounds.width - Metric.inset * 2, height: Metric.rowHeight)
        collectionView.setCollectionViewLayout(layout, animated: false)
    }
}
