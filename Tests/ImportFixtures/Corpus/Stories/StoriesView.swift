// swift-format-ignore-file
import UIKit

// Story bubbles in a band that scrolls sideways: 72 × 96, in columns down the collection view's
// whole 874-point height, 12 between columns, 16 from the leading edge. A column takes eight (8 × 96
// + 7 × 10 = 838 ≤ 874; a ninth would need 944), so the ninth bubble starts the second column at
// x 16 + 72 + 12 = 100.
// frame: StoriesView iphone-17 section 0 cell 0 = 16 0 72 96
// frame: StoriesView iphone-17 section 0 cell 8 = 100 0 72 96
final class StoriesView: UIView {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())

    override init(frame: CGRect) {
        super.init(frame: frame)
        collectionView.collectionViewLayout = {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: Self.bubble.width, height: Self.bubble.height)
            layout.minimumLineSpacing = 12
            layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            return layout
        }()
        addSubview(collectionView)
    }

    required init?(coder: NSCoder) { fatalError() }

    static let bubble = CGSize(width: 72, height: 96)
}
