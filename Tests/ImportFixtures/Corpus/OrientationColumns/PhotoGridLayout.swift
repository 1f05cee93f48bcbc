// swift-format-ignore-file
import UIKit

/// How the photos are shown: a list, or a grid of so many columns.
enum PhotoDisplay {
    case list
    case grid(columns: Int)
}

/// A flow layout of square photos that fill the width it is given, `display`'s columns across.
final class PhotoGridLayout: UICollectionViewFlowLayout {
    var display: PhotoDisplay = .list {
        didSet { invalidateLayout() }
    }
    var availableWidth: CGFloat = 0 {
        didSet { invalidateLayout() }
    }

    override func invalidateLayout() {
        super.invalidateLayout()
        guard case .grid(let columns) = display, availableWidth > 0 else { return }
        let side = (availableWidth - CGFloat(columns - 1) * minimumInteritemSpacing) / CGFloat(columns)
        itemSize = CGSize(width: side, height: side)
    }
}
