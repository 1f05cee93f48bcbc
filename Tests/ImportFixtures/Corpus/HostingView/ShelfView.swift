// swift-format-ignore-file
import UIKit
import FrameHelpers

// A view that holds its collection view and makes the layout again from its own width whenever it
// lays itself out. `width` is a `UIView` extension of a package whose files are not given: the
// view's frame width, and the view is as large as the collection view it fills.
// iphone-17, 402 wide (not over 500): 3 tiles of (402 - 16 - 16 - 2 × 12) / 3 = 346 / 3 = 115.333,
// each at that absolute width (repeatingSubitem:count: keeps it), as tall as its 150-point row.
// Cell 1 at x 16 + 115.333 + 12 = 143.333; the second row 150 + 8 = 158 down.
// frame: ShelfView iphone-17 section 0 cell 1 = 143.333 0 115.333 150
// frame: ShelfView iphone-17 section 0 cell 3 = 16 158 115.333 150
final class ShelfView: UIView {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(collectionView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        collectionView.frame = bounds
        collectionView.collectionViewLayout = makeLayout(width)
    }

    private func makeLayout(_ width: CGFloat) -> UICollectionViewLayout {
        let tiles = width > 500 ? 5 : 3
        let tileWidth = (width - 32 - 12 * CGFloat(tiles - 1)) / CGFloat(tiles)
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(tileWidth), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
            repeatingSubitem: item,
            count: tiles
        )
        group.interItemSpacing = .fixed(12)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return ShelfLayout(section: section)
    }
}

/// Marks nothing and moves nothing: only declared, so the view makes its own kind of layout.
final class ShelfLayout: UICollectionViewCompositionalLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }
}
