// swift-format-ignore-file
import UIKit

// A base screen that the app makes only through its subclasses, each passing its own model; the
// model names a cell class whose class methods size the items, one class overriding another's.
// The first subclass, SongsViewController, is the screen read; AlbumsViewController is the spec
// ShelfViewController-38-AlbumsViewController.
// Songs on an iPhone 17 (402 wide): RowCell, one column (402 ≤ 600), insets 16, gap 8:
// width floor((402 − 2 × 16 − (1 − 1) × 8) / 1) = 370, height 56; cell 1 at y 16 + 56 + 8 = 80.
// Albums: TileCell, two columns, insets 12: width floor((402 − 24 − 8) / 2) = 185, height 180;
// 185 + 8 + 185 = 378 = 402 − 24 fills the line: cell 1 at x 12 + 185 + 8 = 205.
// frame: ShelfViewController iphone-17 section 0 cell 1 = 16 80 370 56
// frame: ShelfViewController-38-AlbumsViewController iphone-17 section 0 cell 1 = 205 12 185 180
protocol ShelfModel {
    var cellType: ShelfCell.Type { get }
}

class ShelfCell: UICollectionViewCell {
    class var edgePadding: CGFloat { return 16 }
    class var gap: CGFloat { return 8 }
    class var rowHeight: CGFloat { return 60 }

    class func columns(for width: CGFloat) -> CGFloat {
        return 1
    }

    class func itemSize(for width: CGFloat) -> CGSize {
        let count: CGFloat = columns(for: width)
        let cellWidth = floor((width - 2 * edgePadding - (count - 1) * gap) / count)
        return CGSize(width: cellWidth, height: rowHeight)
    }
}

class ShelfViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let model: ShelfModel
    private var cachedSize = CGSize.zero

    init(model: ShelfModel) {
        self.model = model
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        if cachedSize == .zero {
            cachedSize = model.cellType.itemSize(for: collectionView.bounds.width)
        }
        return cachedSize
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        let padding = model.cellType.edgePadding
        return UIEdgeInsets(top: padding, left: padding, bottom: padding, right: padding)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        return model.cellType.gap
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        return model.cellType.gap
    }
}
