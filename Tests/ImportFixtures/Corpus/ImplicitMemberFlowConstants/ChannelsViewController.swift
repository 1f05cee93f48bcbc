// swift-format-ignore-file
import UIKit

// Rows touch (minimumLineSpacing .leastNonzeroMagnitude, 5e-324, which adds nothing to 60), no footer
// (.zero), and the spacing is 4 + 2 × 12 = 28: 110-point tiles in 402 - 2 × 12 = 378 fit two a row
// (3 × 110 + 2 × 28 = 386 > 378), the 158 left over between them: cell 1 at x 12 + 110 + 158 = 280.
// The row height is 60, as `rowHeight` is UIView.noIntrinsicMetric: cell 2 at y 60.
// frame: ChannelsViewController iphone-17 section 0 cell 1 = 280 0 110 60
// frame: ChannelsViewController iphone-17 section 0 cell 2 = 12 60 110 60
final class ChannelsViewController: UIViewController {
    private enum Metrics {
        static let margin: CGFloat = 12
        static let tileWidth: CGFloat = 110
        static let rowHeight: CGFloat = UIView.noIntrinsicMetric
        static let fallbackHeight: CGFloat = 60
    }

    private let layout = UICollectionViewFlowLayout()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        view.addSubview(collectionView)
        configureLayout()
    }

    private func configureLayout() {
        var spacing: CGFloat = 4
        spacing += Metrics.margin * 2
        let height = Metrics.rowHeight == UIView.noIntrinsicMetric ? Metrics.fallbackHeight : Metrics.rowHeight
        layout.itemSize = CGSize(width: Metrics.tileWidth, height: height)
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = .leastNonzeroMagnitude
        layout.footerReferenceSize = .zero
        layout.sectionInset = UIEdgeInsets(top: 0, left: Metrics.margin, bottom: 0, right: Metrics.margin)
    }
}
